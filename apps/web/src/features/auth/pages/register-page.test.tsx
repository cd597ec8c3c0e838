import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { defineFakeCaptchaWidget, renderApp, solveCaptcha } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const idToken = fakeJwt({ sub: 'new-user', exp: Math.floor(Date.now() / 1000) + 3600 });

let network: FakeFetch;

const fillDetails = async (user: ReturnType<typeof userEvent.setup>, email = 'lea@example.com') => {
  await user.type(screen.getByLabelText('First name'), 'Léa');
  await user.type(screen.getByLabelText('Last name'), 'Dubois');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Phone number'), '07 11 22 33 44');
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  solveCaptcha();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
};

const confirmCode = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Verification code'), '654321');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
};

beforeAll(defineFakeCaptchaWidget);

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('POST', '/api/identity/verification-codes', json(200, { sessionInfo: 'session-r' }))
    .on(
      'POST',
      '/api/identity/sign-in/phone',
      json(200, { idToken, expiresIn: 3600, phoneNumber: '+33711223344' }),
    )
    .on('POST', '/api/auth/register', json(201, { success: true, status: 'pending' }))
    .on('POST', '/api/identity/sign-out', json(200, { success: true }));
  renderApp({ path: '/en/register', routes: { register: <RegisterPage /> } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('does file the request and show that the account awaits approval when the code is confirmed', async () => {
    const user = userEvent.setup();

    await fillDetails(user);
    await confirmCode(user);

    expect(await screen.findByRole('heading', { name: 'Your account awaits approval' })).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/identity/verification-codes')[0]?.body).toEqual({
      phoneNumber: '+33711223344',
      captcha: 'captcha-payload',
      purpose: 'register',
      locale: 'en',
    });
    expect(network.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      token: idToken,
      firstName: 'Léa',
      lastName: 'Dubois',
      email: 'lea@example.com',
    });
    await waitFor(() => expect(network.callsTo('POST', '/api/identity/sign-out')).toHaveLength(1));
  });

  it('does point at the invalid field without requesting a code when a detail is wrong', async () => {
    const user = userEvent.setup();

    await fillDetails(user, 'not-an-email');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(network.callsTo('POST', '/api/identity/verification-codes')).toHaveLength(0);
  });

  it('does say the number is already registered when the server refuses the request', async () => {
    network.on('POST', '/api/auth/register', apiError(409, 'PHONE_ALREADY_REGISTERED', 'x'));
    const user = userEvent.setup();

    await fillDetails(user);
    await confirmCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already registered.');
  });
});
