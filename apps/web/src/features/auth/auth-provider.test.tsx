import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/pages/login-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { useAuth } from '@/lib/session/auth-provider';
import { RequireAuth } from '@/lib/session/require-auth';
import { hasSessionMarker } from '@/lib/session/session-markers';
import { defineFakeCaptchaWidget, renderApp, testUser } from '@/test/auth-test-harness';
import { type FakeFetch, fakeJwt, json } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';

const Account = () => {
  const { user, logout } = useAuth();
  return (
    <div>
      <p>Signed in as {user?.name}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </div>
  );
};

const renderSignedIn = async () => {
  renderApp({
    path: '/fr/ventes',
    routes: {
      ventes: (
        <RequireAuth>
          <Account />
        </RequireAuth>
      ),
      login: <LoginPage />,
    },
  });
  await screen.findByText('Signed in as Ada Martin');
};

let network: FakeFetch;

beforeAll(defineFakeCaptchaWidget);

beforeEach(() => {
  resetApiClientForTests();
  network = installSignedInFetch(testUser)
    .on(
      'POST',
      '/api/identity/token',
      json(200, { idToken: fakeJwt({ exp: Date.now() / 1000 + 3600 }), expiresIn: 3600 }),
    )
    .on('POST', '/api/auth/logout', json(200, { success: true }))
    .on('POST', '/api/identity/sign-out', json(200, { success: true }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AuthProvider logout', () => {
  it('does end both sessions, clear the markers and go to the login page when logging out', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    expect(hasSessionMarker()).toBe(true);
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie readable by scripts, which logout must clear.
    document.cookie = 'ui-hint=1; path=/';

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr\/login$/);
    expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(network.callsTo('POST', '/api/identity/sign-out')).toHaveLength(1);
    expect(hasSessionMarker()).toBe(false);
    expect(document.cookie).not.toContain('ui-hint');
  });

  it('does still go to the login page and say "Logout failed. Please try again." when logout fails', async () => {
    network.on('POST', '/api/auth/logout', { networkError: true });
    const user = userEvent.setup();
    await renderSignedIn();

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(hasSessionMarker()).toBe(false));
  });
});

const Orphan = () => {
  useAuth();
  return null;
};

describe('useAuth', () => {
  it('does throw a clear error when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
