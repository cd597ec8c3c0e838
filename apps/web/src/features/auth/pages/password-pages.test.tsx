import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
import { LoginPage } from '@/features/auth/pages/login-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { defineFakeCaptchaWidget, renderApp, solveCaptcha, testUser } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const idToken = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const PASSWORD = 'a long and uncommon passphrase';

let network: FakeFetch;

const renderPages = (path: string) =>
  renderApp({
    path,
    routes: {
      login: <LoginPage />,
      'forgot-password': <ForgotPasswordPage />,
      'reset-password': <ResetPasswordPage />,
      '': <p>Dashboard page</p>,
    },
  });

const invalidCredential = (captchaRequired: boolean) =>
  json(400, {
    statusCode: 400,
    error: 'Bad Request',
    message: 'The email or password is incorrect.',
    code: 'INVALID_CREDENTIAL',
    path: '/api/identity/sign-in/password',
    details: { captchaRequired },
  });

const fillEmailForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Email address'), 'agent@example.com');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
};

beforeAll(defineFakeCaptchaWidget);

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('POST', '/api/auth/set-cookie', json(200, { success: true, user: testUser }))
    .on('POST', '/api/identity/sign-out', json(200, { success: true }));
});

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage, sign-in method', () => {
  it('does switch between phone and email with the arrow keys, one tab stop for both', async () => {
    const user = userEvent.setup();
    renderPages('/en/login');
    const phoneTab = screen.getByRole('tab', { name: 'Phone' });
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();

    phoneTab.focus();
    await user.keyboard('{ArrowRight}');
    const emailTab = screen.getByRole('tab', { name: 'Email' });
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    expect(emailTab).toHaveFocus();
    // The email form loads when its tab is first chosen.
    expect(screen.getByRole('tabpanel')).toContainElement(await screen.findByLabelText('Email address'));
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('does sign in with email and password and open the dashboard', async () => {
    network.on(
      'POST',
      '/api/identity/sign-in/password',
      json(200, { idToken, expiresIn: 3600, phoneNumber: '+33612345678' }),
    );
    const user = userEvent.setup();
    renderPages('/en/login');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await fillEmailForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/identity/sign-in/password')[0]?.body).toEqual({
      email: 'agent@example.com',
      password: PASSWORD,
    });
    expect(network.callsTo('POST', '/api/auth/set-cookie')[0]?.body).toEqual({ token: idToken });
  });

  it('does show the translated message, then the captcha once the server asks for it', async () => {
    network
      .on('POST', '/api/identity/sign-in/password', invalidCredential(true))
      .on('POST', '/api/identity/sign-in/password', invalidCredential(true));
    const user = userEvent.setup();
    renderPages('/en/login');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), 'agent@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password here');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    solveCaptcha('solved-once');
    await user.click(submit);
    await waitFor(() => expect(network.callsTo('POST', '/api/identity/sign-in/password')).toHaveLength(2));
    expect(network.callsTo('POST', '/api/identity/sign-in/password')[1]?.body).toMatchObject({
      captcha: 'solved-once',
    });
  });

  it('does ask for the second factor, as after a phone code, instead of signing in', async () => {
    network.on(
      'POST',
      '/api/identity/sign-in/password',
      json(200, {
        mfaPendingCredential: 'pending',
        mfaInfo: [{ mfaEnrollmentId: 'e1', factorId: 'totp', enrolledAt: '2026-01-01T00:00:00.000Z' }],
      }),
    );
    const user = userEvent.setup();
    renderPages('/en/login');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await fillEmailForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    network.on(
      'POST',
      '/api/identity/mfa-sign-in/finalize',
      json(400, { code: 'INVALID_CODE', message: 'x' }),
    );
    await user.type(await screen.findByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(network.callsTo('POST', '/api/identity/mfa-sign-in/finalize')[0]?.body).toEqual({
        mfaPendingCredential: 'pending',
        code: '123456',
      }),
    );
    expect(network.callsTo('POST', '/api/auth/set-cookie')).toHaveLength(0);
  });
});

describe('ForgotPasswordPage', () => {
  it('does ask for a link and say it is on its way without telling whether the account exists', async () => {
    network.on('POST', '/api/identity/password-reset', json(200, { success: true }));
    const user = userEvent.setup();
    renderPages('/ar/forgot-password');
    // The page's language (from the path) is the email's; the harness renders the texts in English.
    await user.type(screen.getByLabelText('Email address'), 'agent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('agent@example.com');
    expect(network.callsTo('POST', '/api/identity/password-reset')[0]?.body).toEqual({
      email: 'agent@example.com',
      locale: 'ar',
    });
  });
});

describe('ResetPasswordPage', () => {
  it('does refuse a short password or two different copies before calling the server', async () => {
    const user = userEvent.setup();
    renderPages('/en/reset-password#oobCode=code-1');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/identity/password-reset/confirm')).toHaveLength(0);
  });

  it('does send the code of the link with the new password and confirm', async () => {
    network.on('POST', '/api/identity/password-reset/confirm', json(200, { success: true }));
    const user = userEvent.setup();
    renderPages('/en/reset-password#oobCode=code-1');
    await user.type(screen.getByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat the new password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You can now sign in');
    expect(network.callsTo('POST', '/api/identity/password-reset/confirm')[0]?.body).toEqual({
      oobCode: 'code-1',
      newPassword: PASSWORD,
    });
  });

  it('does explain an expired link and offer a new one', async () => {
    network.on(
      'POST',
      '/api/identity/password-reset/confirm',
      apiError(400, 'EXPIRED_ACTION_CODE', 'This link has expired. Please ask for a new one.'),
    );
    const user = userEvent.setup();
    renderPages('/en/reset-password#oobCode=code-1');
    await user.type(screen.getByLabelText('New password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat the new password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en/forgot-password',
    );
  });
});
