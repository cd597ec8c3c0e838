import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/shell/app-layout';
import { resetApiClientForTests } from '@/lib/api-client';
import { RequireAuth } from '@/lib/session/require-auth';
import { renderApp, testUser } from '@/test/auth-test-harness';
import { type FakeFetch, installFakeFetch, json } from '@/test/fake-fetch';

let network: FakeFetch;

// Only the network edge is replaced: the real session layer, API client and shell run above it.
beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: testUser }))
    .on('GET', '/api/modules', json(200, { modules: [{ name: 'UserModule', controllers: [] }] }))
    .on('POST', '/api/auth/logout', json(200, { success: true }))
    .on('POST', '/api/identity/sign-out', json(200, { success: true }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderShell = async (path = '/en/users') => {
  renderApp({
    path,
    routes: {
      '*': (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      login: <p>Login page</p>,
    },
  });
  return screen.findByRole('button', { name: 'Account menu for Ada Martin' });
};

describe('AppLayout', () => {
  it('ends the session and lands on the login page when "Log out" is chosen in the header menu', async () => {
    const user = userEvent.setup();
    await user.click(await renderShell());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('ada@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/login'));
    expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('asks the server for its modules when the user is not root', async () => {
    await renderShell();
    await waitFor(() => expect(network.callsTo('GET', '/api/modules')).toHaveLength(1));
  });

  it('shows the first segment as the mobile title and in the document title when on a page', async () => {
    await renderShell('/en/quality-control/3');
    expect(screen.getByText('Quality control', { selector: 'header p' })).toBeInTheDocument();
    expect(document.title).toBe('Quality control · Back office');
  });

  it('opens the navigation drawer when the mobile menu button is pressed', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media: string) =>
        ({
          media,
          matches: false,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    await renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
