import type { CurrentUser, OppositionEntry } from '@brokerage/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OppositionPage } from '@/features/calls/pages/opposition-page';
import { conflictReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser, testUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { chooseRowAction, rowWith } from '@/test/row-actions';

const entry: OppositionEntry = {
  id: '11111111-1111-4111-8111-111111111111',
  phoneNumber: '+33611223344',
  source: 'refused_call',
  reason: 'Ne plus appeler',
  saleId: null,
  createdAt: '2026-12-14T09:00:00.000Z',
  createdBy: { id: '44444444-4444-4444-8444-444444444444', name: 'Ada Martin' },
};

const reader: CurrentUser = {
  ...testUser,
  role: {
    ...testUser.role,
    permissions: { VenteModule: { 'quality-control': { 'VenteModule:quality-control:read': true } } },
  },
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser).on('GET', '/api/opposition-numbers', listReply([entry])),
);

const renderPage = (path = '/en/quality-control/opposition') => renderSignedInPage(path, <OppositionPage />);

describe('OppositionPage', () => {
  it('does list the numbers with source, reason, date and author, newest first', async () => {
    renderPage();
    await screen.findByText('+33 6 11 22 33 44', {}, { timeout: 5_000 });
    const row = await rowWith('+33 6 11 22 33 44');
    expect(within(row).getByText('Refused call')).toBeInTheDocument();
    expect(within(row).getByText('Ne plus appeler')).toBeInTheDocument();
    expect(within(row).getByText('Ada Martin')).toBeInTheDocument();
    const url = network.callsTo('GET', '/api/opposition-numbers')[0]?.url ?? '';
    expect(url).toContain('sort=createdAt');
    expect(url).toContain('order=desc');
  });

  it('does filter by source through the query', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowWith('+33 6 11 22 33 44');
    await user.selectOptions(screen.getByLabelText('Source'), 'CSV import');
    expect(await screen.findByTestId('location')).toHaveTextContent('source=csv');
  });

  it('does add a number at the customer request and say a duplicate is already listed', async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/opposition-numbers', recordReply({ ...entry, source: 'customer_request' }, 201));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a number' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Phone number/), '06 11 22 33 44');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('+33611223344 is on the do-not-call list.')).toBeInTheDocument();
    expect(await sentBody(network, 'POST', '/api/opposition-numbers')).toEqual({
      phoneNumber: '+33611223344',
    });

    network.on(
      'POST',
      '/api/opposition-numbers',
      conflictReply('/api/opposition-numbers', 'NUMBER_ALREADY_OPPOSED', 'Already'),
    );
    await user.click(screen.getByRole('button', { name: 'Add a number' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText(/Phone number/), '+33611223344');
    await user.click(within(again).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This number is already on the do-not-call list.')).toBeInTheDocument();
  });

  it('does remove a number after confirmation', async () => {
    const user = userEvent.setup();
    network.on('DELETE', `/api/opposition-numbers/${entry.id}`, json(204));
    renderPage();
    await chooseRowAction(user, '+33 6 11 22 33 44', 'Remove');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove +33 6 11 22 33 44 from the list?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('+33 6 11 22 33 44 was removed from the list.')).toBeInTheDocument();
    expect(network.callsTo('DELETE', `/api/opposition-numbers/${entry.id}`)).toHaveLength(1);
  });

  it('does import a CSV and show what was added, the duplicates and the invalid lines', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/opposition-numbers/import',
      recordReply({
        added: 2,
        duplicates: [{ line: 3, phoneNumber: '+33622334455' }],
        invalid: [{ line: 4, value: 'pas un numero' }],
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['telephone\n0622334456\n+33622334455\npas un numero\n'], 'liste.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Numbers added: 2.')).toBeInTheDocument();
    expect(within(dialog).getByText('Duplicates skipped: 1 (lines 3).')).toBeInTheDocument();
    expect(within(dialog).getByText('pas un numero')).toBeInTheDocument();
    expect(await sentBody(network, 'POST', '/api/opposition-numbers/import')).toEqual({
      csv: 'telephone\n0622334456\n+33622334455\npas un numero\n',
    });
  });

  it('does not offer add, import or remove to a reader', async () => {
    network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: reader }));
    renderPage();
    const row = await rowWith('+33 6 11 22 33 44');
    expect(screen.queryByRole('button', { name: 'Add a number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });
});
