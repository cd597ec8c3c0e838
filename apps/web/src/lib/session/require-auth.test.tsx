import { AUTH_GUARD_CHECK_DELAY_MS, AUTH_GUARD_GIVE_UP_MS, MAX_LOGIN_REDIRECTS } from '@brokerage/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { useAuth } from '@/lib/session/auth-provider';
import { REDIRECT_COUNTER_KEY } from '@/lib/session/redirect-counter';
import { RequireAuth } from '@/lib/session/require-auth';
import { hasSessionMarker, markSessionActive } from '@/lib/session/session-markers';
import { renderApp, testUser } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const SecretPage = () => {
  const { user } = useAuth();
  return <p>Secret page for {user?.name ?? 'nobody'}</p>;
};

const renderGuarded = (path = '/en/ventes') =>
  renderApp({
    path,
    routes: {
      ventes: (
        <RequireAuth>
          <SecretPage />
        </RequireAuth>
      ),
      login: <p>Login page</p>,
    },
  });

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const checks = () => network.callsTo('GET', '/api/auth/check-session').length;

let network: FakeFetch;

beforeEach(() => {
  vi.useFakeTimers();
  resetApiClientForTests();
  network = installFakeFetch()
    .on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: testUser }))
    .on(
      'POST',
      '/api/identity/token',
      json(200, { idToken: fakeJwt({ exp: Date.now() / 1000 + 3600 }), expiresIn: 3600 }),
    );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('does start the session check 300 ms after a route is entered when the page loads', async () => {
    renderGuarded();

    await advance(AUTH_GUARD_CHECK_DELAY_MS - 1);
    expect(checks()).toBe(0);
    await advance(1);
    expect(checks()).toBe(1);
  });

  it('does show the loading screen and then the page when the session becomes known', async () => {
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent(i18next.t('common:loading'));

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(screen.getByText('Secret page for Ada Martin')).toBeInTheDocument();
    expect(hasSessionMarker()).toBe(true);
  });

  it('does stop waiting and render the page after 3 s when the check does not answer', async () => {
    network.on('GET', '/api/auth/check-session', { hang: true });
    renderGuarded();

    await advance(AUTH_GUARD_GIVE_UP_MS - 1);
    expect(screen.getByText(i18next.t('common:loading'))).toBeInTheDocument();
    await advance(1);

    expect(screen.getByText('Secret page for nobody')).toBeInTheDocument();
  });

  it('does send the user to login with the expired marker when the session cannot be renewed', async () => {
    markSessionActive();
    network
      .on('GET', '/api/auth/check-session', apiError(401, 'UNAUTHENTICATED', 'Authentication required.'))
      .on(
        'POST',
        '/api/identity/token',
        apiError(401, 'REFRESH_TOKEN_INVALID', 'Authentication token refresh failed'),
      );
    renderGuarded('/en/ventes?page=2');

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/login?redirect=%2Fventes%3Fpage%3D2&reason=expired',
    );
    // Kept so the login page can say the session expired; only logout removes it.
    expect(hasSessionMarker()).toBe(true);
  });

  it('does renew the session silently and stay when the refresh works', async () => {
    network
      .on(
        'GET',
        '/api/auth/check-session',
        apiError(401, 'UNAUTHENTICATED', 'Authentication required.'),
        json(200, { authenticated: true, user: testUser }),
      )
      .on(
        'POST',
        '/api/auth/refresh-token',
        json(200, { success: true, message: 'ok', sessionExpiresAt: null, cookieSet: true }),
      );
    renderGuarded();

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(screen.getByText('Secret page for Ada Martin')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('does send the user to login with the forbidden marker when the session check answers 403', async () => {
    network.on('GET', '/api/auth/check-session', apiError(403, 'ACCESS_DENIED', 'Access denied.'));
    renderGuarded();

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?redirect=%2Fventes&reason=forbidden');
  });

  it('does show the redirect-loop error when a fourth redirect comes within 10 s', async () => {
    sessionStorage.setItem(
      REDIRECT_COUNTER_KEY,
      JSON.stringify({ count: MAX_LOGIN_REDIRECTS, lastAt: Date.now() }),
    );
    network.on('GET', '/api/auth/check-session', apiError(403, 'ACCESS_DENIED', 'Access denied.'));
    renderGuarded();

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication error: redirect loop detected. Please try clearing your cookies and cache.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/en/ventes');
  });

  it('does end the session with the disabled marker when the identity service reports USER_DISABLED', async () => {
    network.on(
      'POST',
      '/api/identity/token',
      apiError(403, 'USER_DISABLED', 'This account has been disabled. Please contact support.'),
    );
    renderGuarded();

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?redirect=%2Fventes&reason=disabled');
  });

  it('does fetch a new ID token after a reload when the session is valid', async () => {
    renderGuarded();

    await advance(AUTH_GUARD_CHECK_DELAY_MS);

    expect(network.callsTo('POST', '/api/identity/token')).toHaveLength(1);
  });
});
