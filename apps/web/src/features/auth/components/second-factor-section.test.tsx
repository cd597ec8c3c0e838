import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SecondFactorSection } from '@/features/auth/components/second-factor-section';
import { resetApiClientForTests } from '@/lib/api-client';
import { renderApp } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const idToken = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '2')}`);

let network: FakeFetch;

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch().on('POST', '/api/identity/token', json(200, { idToken, expiresIn: 3600 }));
});

const renderSection = () => renderApp({ path: '/en/profile', routes: { profile: <SecondFactorSection /> } });

describe('SecondFactorSection', () => {
  it('enrols: QR code and manual key, a first code, then the recovery codes shown once', async () => {
    network
      .on(
        'GET',
        '/api/identity/mfa-enrollment',
        json(200, { enrolled: false, mfaInfo: [], recoveryCodesLeft: 0 }),
        json(200, {
          enrolled: true,
          mfaInfo: [{ mfaEnrollmentId: 'e1', factorId: 'totp', enrolledAt: '2026-01-01T00:00:00.000Z' }],
          recoveryCodesLeft: 10,
        }),
      )
      .on(
        'POST',
        '/api/identity/mfa-enrollment/start',
        json(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeSvg: '<svg></svg>' }),
      )
      .on(
        'POST',
        '/api/identity/mfa-enrollment/finalize',
        apiError(400, 'INVALID_CODE', 'Invalid verification code. Please check and try again.'),
        json(200, {
          mfaInfo: { mfaEnrollmentId: 'e1', factorId: 'totp', enrolledAt: '2026-01-01T00:00:00.000Z' },
          recoveryCodes: CODES,
        }),
      );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/identity/mfa-enrollment/start')[0]?.headers.Authorization).toBe(
      `Bearer ${idToken}`,
    );

    await user.type(screen.getByLabelText('Code shown by the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');

    await user.clear(screen.getByLabelText('Code shown by the app'));
    await user.type(screen.getByLabelText('Code shown by the app'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'recovery-codes.txt');

    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('withdraws with a fresh code', async () => {
    network
      .on(
        'GET',
        '/api/identity/mfa-enrollment',
        json(200, {
          enrolled: true,
          mfaInfo: [{ mfaEnrollmentId: 'e1', factorId: 'totp', enrolledAt: '2026-01-01T00:00:00.000Z' }],
          recoveryCodesLeft: 3,
        }),
        json(200, { enrolled: false, mfaInfo: [], recoveryCodesLeft: 0 }),
      )
      .on('POST', '/api/identity/mfa-enrollment/withdraw', json(200, { success: true }));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove the second factor' }));
    await user.type(screen.getByLabelText('App code or recovery code'), '333333');
    await user.click(screen.getByRole('button', { name: 'Remove the second factor' }));
    await waitFor(() =>
      expect(network.callsTo('POST', '/api/identity/mfa-enrollment/withdraw')[0]?.body).toEqual({
        code: '333333',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });
});
