import { buildPermissionsMap, type CurrentUser, type ModulesResponse } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModulesPage } from '@/features/modules/pages/modules-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { recordReply } from '@/test/api-replies';
import { rootUser, testUser } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, installFakeFetch, json, sentBody } from '@/test/fake-fetch';
import { renderSignedInPage } from '@/test/page-harness';

const reader: CurrentUser = {
  ...testUser,
  role: {
    ...testUser.role,
    name: 'auditor',
    permissions: buildPermissionsMap(['ModulesModule:modules:read']),
  },
};

const modules = (emailsOn: boolean): ModulesResponse => ({
  modules: [
    {
      name: 'UserModule',
      enabled: true,
      controllers: [{ name: 'users', actions: ['UserModule:users:read'] }],
    },
    {
      name: 'EmailModule',
      enabled: emailsOn,
      controllers: [{ name: 'emails', actions: ['EmailModule:emails:read'] }],
    },
  ],
});

let network: FakeFetch;

const setup = (user: CurrentUser) => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }))
    .on('GET', '/api/modules', json(200, modules(true)), json(200, modules(false)));
  return renderSignedInPage('/en/modules', <ModulesPage />);
};

beforeEach(() => {
  resetApiClientForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ModulesPage', () => {
  it('does switch a module off after confirmation and read the list again when root toggles it', async () => {
    const user = userEvent.setup();
    setup(rootUser);
    network.on('PUT', '/api/modules/EmailModule', recordReply(modules(false).modules[1]));
    const emails = await screen.findByRole('switch', { name: 'Emails' });
    expect(emails).toHaveAttribute('aria-checked', 'true');
    await user.click(emails);
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch off Emails?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));

    expect(await sentBody(network, 'PUT', '/api/modules/EmailModule')).toEqual({ enabled: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Emails' })).toHaveAttribute('aria-checked', 'false'),
    );
    expect(network.callsTo('GET', '/api/modules')).toHaveLength(2);
    expect(await screen.findByText('Emails is off.')).toBeInTheDocument();
  });

  it('does show the switches read-only to anyone but root', async () => {
    setup(reader);
    const users = await screen.findByRole('switch', { name: 'Users' });
    expect(users).toBeDisabled();
    expect(screen.getByText(/Only the root role can switch modules/)).toBeInTheDocument();
  });

  it('does show Permission Denied instead of the page when the server answers 403', async () => {
    setup(reader);
    network.on('GET', '/api/modules', apiError(403, 'FORBIDDEN', 'Forbidden resource', '/api/modules'));
    expect(await screen.findByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByText('/api/modules')).toBeInTheDocument();
    expect(screen.queryByText(/Only the root role can switch modules/)).not.toBeInTheDocument();
  });
});
