import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContractsPage } from '@/features/contracts/pages/contracts-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { RequireAuth } from '@/lib/session/require-auth';
import { listReply, refusalReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { actudataGammes } from '@/test/catalogue-fixtures';
import { type FakeCall, fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { contract, contractId, signedInAs } from '@/test/quality-fixtures';

const reader = signedInAs(['VenteModule:contrats:read'], 'own');
const searchOf = (call: FakeCall | undefined) => new URL(call?.url ?? '', 'http://localhost').searchParams;

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(reader)
    .on(
      'GET',
      '/api/contrats',
      listReply([
        contract(),
        contract({
          id: 'a3000000-0000-4000-8000-000000000002',
          number: 'C-2026-000002',
          status: 'withdrawn',
        }),
      ]),
    )
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
    .on('GET', '/api/insurance/providers/actudata/gammes', json(200, { data: actudataGammes })),
);

const renderPage = (search = '') =>
  renderApp({
    path: `/en/contrats${search}`,
    routes: {
      contrats: (
        <RequireAuth>
          <GammeCacheProvider>
            <ContractsPage />
          </GammeCacheProvider>
        </RequireAuth>
      ),
      'contrats/:id': <p>Contract page</p>,
    },
  });

describe('ContractsPage', () => {
  it('does list the contracts with customer, insurer, product, agent, effective date, premium and status', async () => {
    renderPage();
    const row = (await screen.findByRole('link', { name: 'C-2026-000001' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Louise Bernard');
    expect(row).toHaveTextContent('Actudata');
    expect(row).toHaveTextContent('Santé Senior Confort');
    expect(row).toHaveTextContent('Karim Haddad');
    expect(row).toHaveTextContent('Apr 1, 2026');
    expect(row).toHaveTextContent('€145.90');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const withdrawn = screen.getByRole('link', { name: 'C-2026-000002' }).closest('tr') as HTMLElement;
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'C-2026-000001' })).toHaveAttribute(
      'href',
      `/en/contrats/${contractId}`,
    );
    expect(searchOf(network.callsTo('GET', '/api/contrats')[0]).get('sort')).toBe('signedAt');
  });

  it('does send the filters of the URL and keep a new one in it', async () => {
    const user = userEvent.setup();
    renderPage('?status=active&renewalMonth=4&effectiveFrom=2026-01-01');
    await screen.findByRole('link', { name: 'C-2026-000001' });
    const first = searchOf(network.callsTo('GET', '/api/contrats')[0]);
    expect(first.get('status')).toBe('active');
    expect(first.get('renewalMonth')).toBe('4');
    expect(first.get('effectiveFrom')).toBe('2026-01-01');
    expect(screen.getByLabelText('Renewal month')).toHaveValue('4');

    await user.selectOptions(screen.getByLabelText('Status'), 'terminated');
    await waitFor(() =>
      expect(
        network.callsTo('GET', '/api/contrats').some((call) => searchOf(call).get('status') === 'terminated'),
      ).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Product'), actudataGammes[0]?.code ?? '');
    await waitFor(() =>
      expect(
        network.callsTo('GET', '/api/contrats').some((call) => searchOf(call).get('gammeCode') !== null),
      ).toBe(true),
    );
  });

  it('does download the server CSV of the current filters', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:contrats'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    network.on('GET', '/api/contrats/export', json(200, 'number;status\r\nC-2026-000001;active'));
    renderPage('?status=active&page=2');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Contracts exported.')).toBeInTheDocument();
    const query = searchOf(network.callsTo('GET', '/api/contrats/export')[0]);
    expect(query.get('status')).toBe('active');
    expect(query.has('page')).toBe(false);
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('does open a contract from its row', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('link', { name: 'C-2026-000001' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('Santé Senior Confort'));
    expect(await screen.findByText('Contract page')).toBeInTheDocument();
  });

  it('does show Permission Denied and nothing to click on a 403', async () => {
    network.on(
      'GET',
      '/api/contrats',
      refusalReply(403, '/api/contrats', { code: 'FORBIDDEN', message: 'Permission Denied' }),
    );
    renderPage();
    expect((await screen.findAllByText(/Permission Denied/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
