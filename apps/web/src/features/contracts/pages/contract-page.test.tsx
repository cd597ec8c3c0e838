import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContractPage } from '@/features/contracts/pages/contract-page';
import { RequireAuth } from '@/lib/session/require-auth';
import { conflictReply, listReply, recordReply, refusalReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { apiError, fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { contract, contractId, saleId, signedInAs } from '@/test/quality-fixtures';

const path = `/api/contrats/${contractId}`;
const manager = signedInAs([
  'VenteModule:contrats:read',
  'VenteModule:contrats:update',
  'AdminModule:audit-log:read',
]);
const reader = signedInAs(['VenteModule:contrats:read']);

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(manager)
    .on('GET', path, recordReply(contract()))
    .on(
      'GET',
      '/api/insurance/providers',
      json(200, {
        data: [{ code: 'actudata', name: 'Actudata', active: true }],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    )
    .on('GET', '/api/audit-log', listReply([])),
);
const signInAs = (user: typeof reader) =>
  network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }));

const renderPage = (id = contractId) =>
  renderApp({
    path: `/en/contrats/${id}`,
    routes: {
      'contrats/:id': (
        <RequireAuth>
          <ContractPage />
        </RequireAuth>
      ),
    },
  });

describe('ContractPage', () => {
  it('does show every field of the contract, its documents and its history', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Contract C-2026-000001', level: 1 }),
    ).toBeInTheDocument();
    const cover = screen.getByRole('region', { name: 'Cover' });
    expect(await within(cover).findByText('Actudata')).toBeInTheDocument();
    expect(cover).toHaveTextContent('Santé Senior Confort');
    expect(cover).toHaveTextContent('€145.90');
    expect(cover).toHaveTextContent('€1,750.80');
    expect(cover).toHaveTextContent('Apr 1, 2027');
    const people = screen.getByRole('region', { name: 'Customer and insured people' });
    expect(people).toHaveTextContent('Main insured');
    expect(people).toHaveTextContent('+33 6 12 34 56 78');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('SEPA direct debit');
    expect(payment).toHaveTextContent('RUM-2026-000001');
    expect(payment).toHaveTextContent('FR76 •••• 189');
    const origin = screen.getByRole('region', { name: 'Sale and signature' });
    expect(within(origin).getByRole('link', { name: 'V-2026-000123' })).toHaveAttribute(
      'href',
      `/en/ventes/${saleId}`,
    );
    expect(origin).toHaveTextContent('Mar 16, 2026');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(network.callsTo('GET', '/api/audit-log').length).toBeGreaterThan(0));
    expect(
      screen.getByText(
        'The customer may withdraw until Mar 16, 2026 included (14 days, Code des assurances L112-9).',
      ),
    ).toBeInTheDocument();
  });

  it('does record a withdrawal inside the 14 days with the version and an optional reason', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `${path}/withdraw`,
      recordReply(contract({ status: 'withdrawn', version: 2, canWithdraw: false })),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdrawal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the withdrawal of contract C-2026-000001',
    });
    expect(dialog).toHaveTextContent('last day: Mar 16, 2026');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Changed their mind');
    network.on('GET', path, recordReply(contract({ status: 'withdrawn', version: 2, canWithdraw: false })));
    await user.click(within(dialog).getByRole('button', { name: 'Record the withdrawal' }));
    expect(await sentBody(network, 'POST', `${path}/withdraw`)).toEqual({
      version: 1,
      reason: 'Changed their mind',
    });
    expect(await screen.findByText('Withdrawal of contract C-2026-000001 recorded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdrawal' })).not.toBeInTheDocument());
  });

  it('does keep the withdrawal off after the 14 days, saying since when', async () => {
    network.on('GET', path, recordReply(contract({ canWithdraw: false })));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Withdrawal' })).toBeDisabled();
    expect(screen.getByText('The withdrawal period ended on Mar 16, 2026.')).toBeInTheDocument();
  });

  it('does translate the refusal when the period ended after the page was read', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `${path}/withdraw`,
      conflictReply(`${path}/withdraw`, 'WITHDRAWAL_PERIOD_OVER', 'Over', { endDate: '2026-03-16' }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdrawal' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record the withdrawal' }));
    expect(
      await screen.findByText('The 14-day withdrawal period ended on Mar 16, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does ask a reason to cancel, and a date and a reason to terminate', async () => {
    const user = userEvent.setup();
    network
      .on('POST', `${path}/cancel`, recordReply(contract({ status: 'cancelled', version: 2 })))
      .on('POST', `${path}/terminate`, recordReply(contract({ status: 'terminated', version: 2 })));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel contract C-2026-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the contract' }));
    expect(within(dialog).getByText('Give the reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toBeInvalid();
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason.');
    expect(network.callsTo('POST', `${path}/cancel`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate contract');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the contract' }));
    expect(await sentBody(network, 'POST', `${path}/cancel`)).toEqual({
      version: 1,
      reason: 'Duplicate contract',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    dialog = await screen.findByRole('dialog', { name: 'Terminate contract C-2026-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(within(dialog).getByText('Choose the day it ends.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Ends on'), '2026-12-31');
    await user.type(within(dialog).getByLabelText('Reason'), 'Moved abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await sentBody(network, 'POST', `${path}/terminate`)).toEqual({
      version: 1,
      reason: 'Moved abroad',
      terminationDate: '2026-12-31',
    });
  });

  it('does open the conflict dialog on a stale version', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `${path}/cancel`,
      refusalReply(409, `${path}/cancel`, {
        code: 'STALE_WRITE',
        message: 'Changed',
        details: { current: contract({ version: 2 }) },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel contract C-2026-000001' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the contract' }));
    expect(await screen.findByTestId('stale-write-dialog')).toBeInTheDocument();
  });

  it('does offer no end of an ended contract', async () => {
    network.on(
      'GET',
      path,
      recordReply(
        contract({ status: 'terminated', terminationDate: '2026-12-31', terminationReason: 'Moved' }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Terminated')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cover' })).toHaveTextContent('Moved');
    expect(screen.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
  });

  it('does offer no action and no history without their permissions', async () => {
    signInAs(reader);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Contract C-2026-000001', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdrawal' })).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/api/audit-log')).toHaveLength(0);
  });

  it('does say not found outside the scope', async () => {
    network.on('GET', path, apiError(404, 'NOT_FOUND', 'Not found', path));
    renderPage();
    expect(await screen.findByText('This contract was not found.')).toBeInTheDocument();
  });

  it('does not ask the server for an id that is not a contract id', async () => {
    renderPage('C-2026-000001');
    expect(await screen.findByText('This contract was not found.')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.path.startsWith('/api/contrats'))).toHaveLength(0);
  });
});
