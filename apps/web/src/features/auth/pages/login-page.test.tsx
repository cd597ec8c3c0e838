import { CODE_RESEND_AFTER_MS } from '@brokerage/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/pages/login-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { hasSessionMarker, markSessionActive } from '@/lib/session/session-markers';
import { defineFakeCaptchaWidget, renderApp, solveCaptcha, testUser } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const idToken = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

let network: FakeFetch;

const renderLogin = (path = '/en/login') =>
  renderApp({
    path,
    routes: { login: <LoginPage />, ventes: <p>Ventes page</p>, '': <p>Dashboard page</p> },
  });

/** Types the number, lets the captcha finish and asks for the code. */
const requestCode = async (user: ReturnType<typeof userEvent.setup>, phone = '06 12 34 56 78') => {
  await user.type(screen.getByLabelText('Phone number'), phone);
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  solveCaptcha();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
};

const enterCode = async (user: ReturnType<typeof userEvent.setup>, code = '123456') => {
  const input = await screen.findByLabelText('Verification code');
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
};

beforeAll(defineFakeCaptchaWidget);

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('POST', '/api/identity/verification-codes', json(200, { sessionInfo: 'session-1' }))
    .on(
      'POST',
      '/api/identity/sign-in/phone',
      json(200, { idToken, expiresIn: 3600, phoneNumber: '+33612345678' }),
    )
    .on('POST', '/api/auth/set-cookie', json(200, { success: true, user: testUser }))
    .on('POST', '/api/identity/sign-out', json(200, { success: true }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage, phone step', () => {
  it('does request a code only when the captcha is solved', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Phone number'), '06 12 34 56 78');

    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    solveCaptcha('solved-challenge');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await screen.findByLabelText('Verification code');
    expect(network.callsTo('POST', '/api/identity/verification-codes')[0]?.body).toEqual({
      phoneNumber: '+33612345678',
      captcha: 'solved-challenge',
      purpose: 'sign-in',
      locale: 'en',
    });
  });

  it('does send an international number as typed when it starts with +', async () => {
    const user = userEvent.setup();
    renderLogin();

    await requestCode(user, '+44 7400 123456');

    await screen.findByLabelText('Verification code');
    expect(network.callsTo('POST', '/api/identity/verification-codes')[0]?.body).toMatchObject({
      phoneNumber: '+447400123456',
    });
  });

  it('does say the number is not valid without calling the server when it cannot be read', async () => {
    const user = userEvent.setup();
    renderLogin();

    await requestCode(user, '12');

    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is not valid.');
    expect(network.callsTo('POST', '/api/identity/verification-codes')).toHaveLength(0);
  });

  it.each([
    [
      apiError(404, 'PHONE_NOT_REGISTERED', 'x'),
      'This phone number is not registered in our system. Please contact support.',
    ],
    [apiError(400, 'CAPTCHA_FAILED', 'x'), 'Captcha verification failed. Please try again.'],
    [apiError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER', 'x'), 'Too many attempts. Please try again later.'],
    [
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'x',
        code: 'TOO_MANY_ATTEMPTS_TRY_LATER',
        path: '/api/identity/verification-codes',
        details: { retryAfterSeconds: 3_000 },
      }),
      'Too many attempts. Please try again in 50 min.',
    ],
    [{ networkError: true } as const, 'Network connection problem. Please check your internet connection.'],
  ])('does show the exact message when the code request fails (%#)', async (reply, message) => {
    network.on('POST', '/api/identity/verification-codes', reply);
    const user = userEvent.setup();
    renderLogin();

    await requestCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('does ask for a new captcha when a code request has used the previous one', async () => {
    network.on('POST', '/api/identity/verification-codes', apiError(400, 'CAPTCHA_FAILED', 'x'));
    const user = userEvent.setup();
    renderLogin();

    await requestCode(user);

    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });

  it.each([
    ['expired', 'Your session has expired. Please sign in again.'],
    ['forbidden', 'Access denied. Your account may have insufficient permissions.'],
    ['disabled', 'This account has been disabled. Please contact support.'],
  ])('does explain the redirect when the reason marker is %s', (reason, message) => {
    markSessionActive();
    renderLogin(`/en/login?reason=${reason}`);

    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('does not speak of an expired session when this browser never signed in', () => {
    renderLogin('/en/login?redirect=%2Fventes&reason=expired');

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('LoginPage, code step', () => {
  it('does show "Invalid verification code. Please check and try again." when the code is wrong', async () => {
    network.on('POST', '/api/identity/sign-in/phone', apiError(400, 'INVALID_CODE', 'Invalid'));
    const user = userEvent.setup();
    renderLogin();
    await requestCode(user);

    await enterCode(user, '000000');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please check and try again.',
    );
    expect(network.callsTo('POST', '/api/auth/set-cookie')).toHaveLength(0);
  });

  it('does show "The verification code has expired. Please request a new one." when the code expired', async () => {
    network.on('POST', '/api/identity/sign-in/phone', apiError(400, 'CODE_EXPIRED', 'Expired'));
    const user = userEvent.setup();
    renderLogin();
    await requestCode(user);

    await enterCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code has expired. Please request a new one.',
    );
  });

  it('does ask for the code without calling the server when none is entered', async () => {
    const user = userEvent.setup();
    renderLogin();
    await requestCode(user);

    await enterCode(user, '');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the verification code.');
    expect(network.callsTo('POST', '/api/identity/sign-in/phone')).toHaveLength(0);
  });

  it('does open the session and go to the redirect page when the code is right', async () => {
    const user = userEvent.setup();
    renderLogin('/en/login?redirect=%2Fventes%3Fpage%3D2&reason=expired');
    await requestCode(user);

    await enterCode(user, '123456');

    expect(await screen.findByText('Ventes page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/ventes?page=2');
    expect(network.callsTo('POST', '/api/identity/sign-in/phone')[0]?.body).toEqual({
      sessionInfo: 'session-1',
      code: '123456',
    });
    expect(network.callsTo('POST', '/api/auth/set-cookie')[0]?.body).toEqual({ token: idToken });
    expect(hasSessionMarker()).toBe(true);
  });

  it('does go to the dashboard when the redirect points to another site', async () => {
    const user = userEvent.setup();
    renderLogin('/en/login?redirect=https%3A%2F%2Fevil.example%2Fsteal');
    await requestCode(user);

    await enterCode(user);

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
  });

  it.each([
    [
      apiError(404, 'PHONE_NOT_REGISTERED', 'x'),
      'This phone number is not registered in our system. Please contact support.',
    ],
    [apiError(403, 'ACCESS_DENIED', 'x'), 'Access denied. Your account may have insufficient permissions.'],
    [
      apiError(401, 'INVALID_ID_TOKEN', 'x'),
      'Authentication failed when connecting to backend. Please try again.',
    ],
    [json(200, { success: true }), 'Invalid response from backend - missing user data.'],
  ])(
    'does show the exact message and stay signed out when set-cookie refuses (%#)',
    async (reply, message) => {
      network.on('POST', '/api/auth/set-cookie', reply);
      const user = userEvent.setup();
      renderLogin();
      await requestCode(user);

      await enterCode(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByTestId('location')).toHaveTextContent('/en/login');
      expect(hasSessionMarker()).toBe(false);
      await waitFor(() => expect(network.callsTo('POST', '/api/identity/sign-out')).toHaveLength(1));
    },
  );

  it('does go back to the phone step when the user changes the number', async () => {
    const user = userEvent.setup();
    renderLogin();
    await requestCode(user);
    await screen.findByLabelText('Verification code');

    await user.click(screen.getByRole('button', { name: 'Change number' }));

    expect(screen.getByLabelText('Phone number')).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });
});

describe('LoginPage, resend', () => {
  it('does count down and enable resend when 60 s have passed since the code was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await requestCode(user);
    await screen.findByLabelText('Verification code');

    expect(screen.getByRole('button', { name: /Resend code in 1:00|Resend code in 0:59/ })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CODE_RESEND_AFTER_MS - 2_000);
    });
    expect(screen.getByRole('button', { name: /Resend code in 0:0[12]/ })).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('does send a new code after a fresh captcha when resend is used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await requestCode(user);
    await screen.findByLabelText('Verification code');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CODE_RESEND_AFTER_MS);
    });

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(document.querySelectorAll('altcha-widget')).toHaveLength(1));
    solveCaptcha('second-captcha');

    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
    const sends = network.callsTo('POST', '/api/identity/verification-codes');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toMatchObject({ captcha: 'second-captcha', phoneNumber: '+33612345678' });
  });
});
