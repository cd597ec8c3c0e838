import type { ModulesResponse } from '@brokerage/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RolesPage } from '@/features/roles/pages/roles-page';
import { emptyHistoryReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { expectRefusedDelete, rowWith } from '@/test/row-actions';
import { agentRole, claire, rootRole } from '@/test/user-fixtures';

const modules: ModulesResponse = {
  modules: [
    {
      name: 'UserModule',
      enabled: true,
      controllers: [
        {
          name: 'users',
          actions: ['UserModule:users:read', 'UserModule:users:create', 'UserModule:users:update'],
        },
      ],
    },
    {
      name: 'VenteModule',
      enabled: false,
      controllers: [
        { name: 'ventes', actions: ['VenteModule:ventes:read'] },
        { name: 'contrats', actions: ['VenteModule:contrats:read'] },
      ],
    },
  ],
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/roles', listReply([agentRole, rootRole]))
    .on('GET', '/api/modules', json(200, modules))
    .on('GET', `/api/roles/${agentRole.id}/users`, listReply([claire]))
    .on('GET', `/api/roles/${rootRole.id}/users`, emptyHistoryReply)
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = () => renderSignedInPage('/en/roles', <RolesPage />);

describe('RolesPage', () => {
  it('does list roles with their data scope and user count', async () => {
    renderPage();
    const row = await rowWith('agent');
    expect(within(row).getByText('Team sales')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(await rowWith('root')).getByText('all permissions')).toBeInTheDocument();
  });

  it('does create a role with the module toggle granting every action of the module', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/roles',
      recordReply({ ...agentRole, id: '99999999-9999-4999-8999-999999999999', name: 'backoffice' }, 201),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add a role' });
    await user.type(within(sheet).getByLabelText(/^Name/), 'backoffice');
    await user.selectOptions(within(sheet).getByLabelText(/^Data scope/), 'Company sales');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Require a second factor' }));

    const usersModule = await within(sheet).findByRole('checkbox', { name: 'Users' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Users: Create' }));
    expect(usersModule).toBePartiallyChecked();
    await user.click(usersModule);
    expect(usersModule).toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Sales: Contracts (all actions)' }));
    expect(within(sheet).getByRole('checkbox', { name: 'Sales' })).toBePartiallyChecked();
    expect(within(sheet).getByText('Switched off')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Add role' }));
    expect(await sentBody(network, 'POST', '/api/roles')).toEqual({
      name: 'backoffice',
      description: '',
      dataScope: 'company',
      requireSecondFactor: true,
      permissions: {
        UserModule: {
          users: {
            'UserModule:users:read': true,
            'UserModule:users:create': true,
            'UserModule:users:update': true,
          },
        },
        VenteModule: {
          ventes: { 'VenteModule:ventes:read': false },
          contrats: { 'VenteModule:contrats:read': true },
        },
      },
    });
    expect(await screen.findByText('The role backoffice was added.')).toBeInTheDocument();
  });

  it('does show the root role read-only with every permission and its users', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await rowWith('root'));
    const sheet = await screen.findByRole('dialog', { name: 'Role root' });
    expect(within(sheet).getByText(/cannot be renamed, edited or deleted/)).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/^Name/)).toBeDisabled();
    const usersModule = await within(sheet).findByRole('checkbox', { name: 'Users' });
    expect(usersModule).toBeDisabled();
    expect(usersModule).toBeChecked();
    expect(within(sheet).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await within(sheet).findByText('Nobody holds this role.')).toBeInTheDocument();
  });

  it("does list a role's users in its sheet", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await rowWith('agent'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit agent' });
    expect(await within(sheet).findByText('Claire Dubois')).toBeInTheDocument();
    expect(within(sheet).getByText('Users with this role (1)')).toBeInTheDocument();
  });

  it('does keep the dialog open and say the role is in use when the server answers 409', () =>
    expectRefusedDelete(network, renderPage, {
      path: `/api/roles/${agentRole.id}`,
      row: 'agent',
      dialogName: 'Delete the role agent?',
      reason: 'ROLE_IN_USE',
      serverMessage: 'This role is still assigned to 2 user(s).',
      details: { count: 2 },
      shown: 'This role is still assigned to users (2). Give them another role first.',
    }));
});
