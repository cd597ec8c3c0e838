import { buildPermissionsMap, type CurrentUser } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiKeysPage } from '@/features/api-keys/pages/api-keys-page';
import { listReply, recordReply, validationReply } from '@/test/api-replies';
import { rootUser, testUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { chooseRowAction, rowWith } from '@/test/row-actions';

const reporting = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Reporting',
  prefix: 'bo_1a2b3c4d',
  permissions: ['VenteModule:ventes:read'],
  createdBy: { id: '22222222-2222-4222-8222-222222222222', name: 'Ada Martin' },
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-02-01T22:59:59.000Z',
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
};

const SECRET = `bo_9f8e7d6c_${'A'.repeat(43)}`;

const manager: CurrentUser = {
  ...testUser,
  role: {
    ...testUser.role,
    permissions: buildPermissionsMap([
      'ApiKeysModule:api-keys:read',
      'ApiKeysModule:api-keys:create',
      'VenteModule:ventes:read',
      'CustomerModule:customers:read',
    ]),
  },
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser).on('GET', '/api/api-keys', listReply([reporting])),
);

const renderPage = () => renderSignedInPage('/en/api-keys', <ApiKeysPage />);

describe('ApiKeysPage', () => {
  it('does list each key with its prefix, status, permissions and creator, never a secret', async () => {
    renderPage();
    const row = await rowWith('Reporting');
    expect(within(row).getByText('bo_1a2b3c4d…')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Sales · Read')).toBeInTheDocument();
    expect(within(row).getByText('Ada Martin')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  it('does create a key with the permissions ticked, then show its secret once with a copy button', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/api-keys',
      json(201, { data: { ...reporting, name: 'Nightly export' }, secret: SECRET }),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Nightly export');
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Sales' })).getByRole('checkbox', {
        name: 'Sales · Read',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'New API key' }));

    const body = (await sentBody(network, 'POST', '/api/api-keys')) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Nightly export', permissions: ['VenteModule:ventes:read'] });
    expect(Date.parse(String(body.expiresAt))).toBeGreaterThan(Date.now());

    const shown = await screen.findByRole('dialog', { name: 'Key Nightly export created' });
    expect(within(shown).getByLabelText('Secret key')).toHaveValue(SECRET);
    expect(within(shown).getByText(/You will not see this key again/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('does offer a non-root user only the permissions they hold, never the API-key ones', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: manager }));
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['Sales · Read', 'Customers · Read']);
  });

  it('does put the server’s refusal under the permissions and the expiry', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/api-keys',
      validationReply('/api/api-keys', [
        {
          path: 'permissions',
          message: 'You cannot grant permissions you do not hold: VenteModule:ventes:read.',
        },
        { path: 'expiresAt', message: 'A key can live at most 366 days.' },
      ]),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Too wide');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sales · Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'New API key' }));

    expect(await within(dialog).findByText(/you do not hold: VenteModule:ventes:read/)).toBeInTheDocument();
    expect(within(dialog).getByText('A key can live at most 366 days.')).toBeInTheDocument();
  });

  it('does refuse to send a key without any permission', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Empty');
    await user.click(within(dialog).getByRole('button', { name: 'New API key' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: /Permissions/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(network.callsTo('POST', '/api/api-keys')).toHaveLength(0);
  });

  it('does revoke a key after confirmation', async () => {
    const user = userEvent.setup();
    network.on('DELETE', `/api/api-keys/${reporting.id}`, recordReply({ ...reporting, status: 'revoked' }));
    renderPage();

    await chooseRowAction(user, 'Reporting', 'Revoke');
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Reporting?' });
    expect(within(confirm).getByText(/refused at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(network.callsTo('DELETE', `/api/api-keys/${reporting.id}`)).toHaveLength(1));
    expect(await screen.findByText('API key Reporting revoked.')).toBeInTheDocument();
  });
});
