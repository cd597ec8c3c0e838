import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompaniesPage } from '@/features/companies/pages/companies-page';
import { conflictReply, emptyHistoryReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser, testUser } from '@/test/auth-test-harness';
import { providersResponse } from '@/test/catalogue-fixtures';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { expectRefusedDelete, rowWith } from '@/test/row-actions';
import { savedRecord } from '@/test/saved-record';

const acme = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Courtage',
  providerTypes: ['actudata', 'mutuelle-atlas'],
  ...savedRecord,
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/companies', listReply([acme]))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = () => renderSignedInPage('/en/companies', <CompaniesPage />);

describe('CompaniesPage', () => {
  it('does list each company with its provider types by name', async () => {
    renderPage();

    const row = await rowWith('Acme Courtage');
    expect(within(row).getByText('Actudata')).toBeInTheDocument();
    expect(within(row).getByText('Mutuelle Atlas')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/companies')[0]?.url).toContain('sort=name');
  });

  it('does create a company with the provider types ticked when the form is saved', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/companies',
      recordReply(
        {
          ...acme,
          id: '22222222-2222-4222-8222-222222222222',
          name: 'Nova',
          providerTypes: ['actudata'],
        },
        201,
      ),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New company' }));
    const sheet = await screen.findByRole('dialog', { name: 'New company' });
    await user.type(await within(sheet).findByLabelText(/Name/), 'Nova');
    await user.click(await within(sheet).findByRole('checkbox', { name: /Actudata/ }));
    await user.click(within(sheet).getByRole('button', { name: 'New company' }));

    expect(await sentBody(network, 'POST', '/api/companies')).toEqual({
      name: 'Nova',
      providerTypes: ['actudata'],
    });
    expect(await screen.findByText('Company Nova created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does put the duplicate name message under the name field when the server answers 409 DUPLICATE', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/companies',
      conflictReply('/api/companies', 'DUPLICATE', 'A company named Acme Courtage already exists.'),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New company' }));
    const sheet = await screen.findByRole('dialog', { name: 'New company' });
    await user.type(await within(sheet).findByLabelText(/Name/), 'Acme Courtage');
    await user.click(within(sheet).getByRole('button', { name: 'New company' }));

    expect(await within(sheet).findByText('A company with this name already exists.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('does send the new name and set of provider types with PUT when a company is edited', async () => {
    const user = userEvent.setup();
    network.on('PUT', `/api/companies/${acme.id}`, recordReply({ ...acme, providerTypes: ['actudata'] }));
    renderPage();

    await user.click(await screen.findByText('Acme Courtage'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Acme Courtage' });
    await user.click(await within(sheet).findByRole('checkbox', { name: /Mutuelle Atlas/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    expect(await sentBody(network, 'PUT', `/api/companies/${acme.id}`)).toEqual({
      name: 'Acme Courtage',
      providerTypes: ['actudata'],
      version: 1,
    });
  });

  it('does show why a company cannot be deleted when the server answers 409', () =>
    expectRefusedDelete(network, renderPage, {
      path: `/api/companies/${acme.id}`,
      row: 'Acme Courtage',
      dialogName: 'Delete Acme Courtage?',
      reason: 'HAS_TEAMS',
      serverMessage: 'The company Acme Courtage still has 2 team(s). Delete or move them first.',
      shown: 'This company still has teams. Delete or move them first.',
    }));

  it('does hide the create and delete actions from a user without those permissions', async () => {
    network.on(
      'GET',
      '/api/auth/check-session',
      json(200, {
        authenticated: true,
        user: {
          ...testUser,
          role: {
            ...testUser.role,
            permissions: { CompanyModule: { companies: { 'CompanyModule:companies:read': true } } },
          },
        },
      }),
    );
    renderPage();

    expect(await screen.findByText('Acme Courtage')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });
});
