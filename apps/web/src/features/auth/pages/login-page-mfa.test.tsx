import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/pages/login-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { defineFakeCaptchaWidget, renderApp, solveCaptcha, testUser } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const idToken = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

let network: FakeFetch;

beforeAll(defineFakeCaptchaWidget);

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('POST', '/api/identity/verification-codes', json(200, { sessionInfo: 'session-1' }))
    .on(
      'POST',
      '/api/identity/sign-in/phone',
      json(200, {
        mfaPendingCredential: 'pending-1',
        mfaInfo: [{ mfaEnrollmentId: 'e1', factorId: 'totp', enrolledAt: '2026-01-01T00:00:00.000Z' }],
      }),
    )
    .on('POST', '/api/auth/set-cookie', json(200, { success: true, user: testUser }));
});

afterEach(() => vi.unstubAllGlobals());

/** Phone number, captcha and the SMS code: the account turns out to have a second factor. */
const reachSecondStep = async (user: ReturnType<typeof userEvent.setup>) => {
  renderApp({ path: '/en/login', routes: { login: <LoginPage />, '': <p>Dashboard page</p> } });
  await user.type(screen.getByLabelText('Phone number'), '06 12 34 56 78');
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  solveCaptcha();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  return screen.findByLabelText('Authenticator code');
};

describe('LoginPage, second step (multi-factor pending)', () => {
  it('asks for the app code after the SMS code and signs in with it', async () => {
    network.on(
      'POST',
      '/api/identity/mfa-sign-in/finalize',
      json(200, { idToken, expiresIn: 3600, phoneNumber: '+33612345678' }),
    );
    const user = userEvent.setup();
    const input = await reachSecondStep(user);
    expect(network.callsTo('POST', '/api/auth/set-cookie')).toHaveLength(0);

    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/identity/mfa-sign-in/finalize')[0]?.body).toEqual({
      mfaPendingCredential: 'pending-1',
      code: '654321',
    });
    expect(network.callsTo('POST', '/api/auth/set-cookie')[0]?.body).toEqual({ token: idToken });
  });

  it('shows the translated message of a wrong code and accepts a recovery code instead', async () => {
    network.on(
      'POST',
      '/api/identity/mfa-sign-in/finalize',
      apiError(400, 'INVALID_CODE', 'Invalid verification code. Please check and try again.'),
      json(200, { idToken, expiresIn: 3600, phoneNumber: '+33612345678' }),
    );
    const user = userEvent.setup();
    const input = await reachSecondStep(user);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please check and try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/identity/mfa-sign-in/finalize')[1]?.body).toMatchObject({
      code: 'abcde-fghjk',
    });
  });

  it('says so when the pending sign-in expired', async () => {
    network.on(
      'POST',
      '/api/identity/mfa-sign-in/finalize',
      apiError(400, 'CODE_EXPIRED', 'The verification code has expired. Please request a new one.'),
    );
    const user = userEvent.setup();
    await user.type(await reachSecondStep(user), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code has expired.');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
  });
});
