import { type CurrentUser, SALE_STATUSES } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VentesPage } from '@/features/ventes/pages/ventes-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { listReply } from '@/test/api-replies';
import { actudataGammes } from '@/test/catalogue-fixtures';
import { apiError, type FakeFetch, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { agentPermissions, listItemOf, quotedSale, signedInWith } from '@/test/sale-page-fixtures';
import { claire, paris } from '@/test/user-fixtures';

let network: FakeFetch;
const sale = listItemOf(quotedSale());
const lostSale = {
  ...sale,
  id: 'a0000000-0000-4000-8000-000000000002',
  number: 'V-2026-000124',
  status: 'lost' as const,
  monthlyPremiumCents: null,
};

/** The server counts every status (the schema's record is exhaustive). */
const statusCounts = {
  ...Object.fromEntries(SALE_STATUSES.map((status) => [status, 0])),
  quoted: 1,
  lost: 1,
};

const searchOf = (call: { url: string } | undefined) => new URL(call?.url ?? '', 'http://x').searchParams;

beforeEach(() => {
  resetApiClientForTests();
  network = installSignedInFetch(signedInWith(agentPermissions))
    .on('GET', '/api/ventes', (call) =>
      listReply(searchOf(call).get('status') === 'lost' ? [lostSale] : [sale, lostSale]),
    )
    .on('GET', '/api/ventes/status-counts', json(200, { data: statusCounts }))
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
    .on('GET', '/api/insurance/providers/actudata/gammes', json(200, { data: actudataGammes }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signInAs = (user: CurrentUser) =>
  network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }));

const renderPage = (path = '/en/ventes') =>
  renderSignedInPage(
    path,
    <GammeCacheProvider>
      <VentesPage />
    </GammeCacheProvider>,
  );

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('VentesPage', () => {
  it('does list the sales newest first with customer, status, product line, premium, seller and team when opened', async () => {
    renderPage();
    // The product line is named once the gamme cache has the provider's lines.
    await screen.findAllByText('Santé Senior');
    const row = await rowOf('V-2026-000123');
    expect(within(row).getByText('Louise Bernard')).toBeInTheDocument();
    expect(within(row).getByText('+33 6 12 34 56 78')).toBeInTheDocument();
    expect(within(row).getByText('Quoted')).toBeInTheDocument();
    expect(within(row).getByText('Santé Senior')).toBeInTheDocument();
    expect(within(row).getByText('€145.90')).toBeInTheDocument();
    expect(within(row).getByText('Ada Martin')).toBeInTheDocument();
    expect(within(row).getByText('Paris Nord')).toBeInTheDocument();
    const query = searchOf(network.callsTo('GET', '/api/ventes')[0]);
    expect(query.get('sort')).toBe('createdAt');
    expect(query.get('order')).toBe('desc');
  });

  it('does show counts above the exact-count limit as estimates ("about N"), exact ones in full', async () => {
    network.on(
      'GET',
      '/api/ventes/status-counts',
      json(200, { data: { ...statusCounts, quoted: 98_412, lost: 10_000 } }),
    );
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: 'Sales by status' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Quoted/ })).toHaveTextContent('about 98,000'),
    );
    expect(within(tabs).getByRole('tab', { name: /Lost/ })).toHaveTextContent('10,000');
    expect(within(tabs).getByRole('tab', { name: /Lost/ })).not.toHaveTextContent('about');
    expect(within(tabs).getByRole('tab', { name: /All/ })).toHaveTextContent('about 110,000');
  });

  it('does show each status tab with its count and filter the list by status in the URL when a tab is picked', async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: 'Sales by status' });
    const lostTab = within(tabs).getByRole('tab', { name: /Lost/ });
    await waitFor(() => expect(lostTab).toHaveTextContent('1'));
    expect(within(tabs).getByRole('tab', { name: /All/ })).toHaveTextContent('2');
    await user.click(lostTab);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/ventes?status=lost');
    expect(lostTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByText('V-2026-000123')).not.toBeInTheDocument());
    expect(searchOf(network.callsTo('GET', '/api/ventes').at(-1)).get('status')).toBe('lost');
    // The counts are the other filters' and never narrowed by the tab itself.
    for (const call of network.callsTo('GET', '/api/ventes/status-counts'))
      expect(searchOf(call).has('status')).toBe(false);
  });

  it('does send the filters of the URL and put a typed premium range and dates back into it when filtering', async () => {
    const user = userEvent.setup();
    renderPage('/en/ventes?gammeCode=SANTE_SENIOR&createdFrom=2026-03-01');
    await rowOf('V-2026-000123');
    const first = searchOf(network.callsTo('GET', '/api/ventes')[0]);
    expect(first.get('gammeCode')).toBe('SANTE_SENIOR');
    expect(first.get('createdFrom')).toBe('2026-03-01');
    expect(await screen.findByRole('combobox', { name: 'Product line' })).toHaveValue('SANTE_SENIOR');

    await user.type(screen.getByLabelText('Premium from (€/month)'), '49,5{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('premiumMinCents=4950'));
    expect(searchOf(network.callsTo('GET', '/api/ventes').at(-1)).get('premiumMinCents')).toBe('4950');
    expect(searchOf(network.callsTo('GET', '/api/ventes/status-counts').at(-1)).get('premiumMinCents')).toBe(
      '4950',
    );
    // An agent sees only their own sales: no seller or team to pick.
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('does search by customer name, phone or number through the URL when typed in the search box', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('V-2026-000123');
    await user.type(screen.getByPlaceholderText('Customer name, phone or sale number'), 'Bernard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=Bernard'));
    await waitFor(() =>
      expect(searchOf(network.callsTo('GET', '/api/ventes').at(-1)).get('search')).toBe('Bernard'),
    );
  });

  it('does download the server CSV of the current filters when Export is pressed', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          files.push(blob);
          return 'blob:ventes';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    network.on('GET', '/api/ventes/export.csv', json(200, 'number,status\r\nV-2026-000123,quoted'));
    renderPage('/en/ventes?status=quoted&page=2');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The sales were downloaded.')).toBeInTheDocument();
    const query = searchOf(network.callsTo('GET', '/api/ventes/export.csv')[0]);
    expect(query.get('status')).toBe('quoted');
    expect(query.get('sort')).toBe('createdAt');
    expect(query.has('page')).toBe(false);
    expect(click).toHaveBeenCalledOnce();
    expect((await files[0]?.text())?.slice(1)).toBe('number,status\r\nV-2026-000123,quoted');
    click.mockRestore();
  });

  it('does warn when the server cut the export at its cap (X-Export-Truncated)', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ventes'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    network.on('GET', '/api/ventes/export.csv', {
      status: 200,
      body: 'number,status\r\nV-2026-000123,quoted',
      headers: { 'x-export-rows': '10000', 'x-export-truncated': 'true' },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'Only the first 10,000 sales are in the file: narrow the filters to export the rest.',
      ),
    ).toBeInTheDocument();
    click.mockRestore();
  });

  it('does open the sale page when a row is clicked', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByText('Santé Senior');
    await user.click(within(await rowOf('V-2026-000123')).getByText('Paris Nord'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/en/ventes/${sale.id}`);
  });

  it('does offer New sale only to those who may create one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New sale' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/ventes/form');
    unmount();

    signInAs(signedInWith(['VenteModule:ventes:read'], 'all'));
    renderPage();
    await rowOf('V-2026-000123');
    expect(screen.queryByRole('button', { name: 'New sale' })).not.toBeInTheDocument();
  });

  it("does drop the product line when the provider changes, since a line is one provider's", async () => {
    const user = userEvent.setup();
    network.on(
      'GET',
      '/api/insurance/providers',
      listReply([
        { code: 'actudata', name: 'Actudata', active: true },
        { code: 'mutuelle', name: 'Mutuelle', active: true },
      ]),
    );
    network.on('GET', '/api/insurance/providers/mutuelle/gammes', json(200, { data: [] }));
    renderPage('/en/ventes?providerType=actudata&gammeCode=SANTE_SENIOR&page=2');
    await rowOf('V-2026-000123');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), 'mutuelle');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('providerType=mutuelle'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('gammeCode');
    expect(screen.getByTestId('location')).not.toHaveTextContent('page=');
  });

  it("does filter a manager's list by a seller of their team, found by typing part of the name", async () => {
    const user = userEvent.setup();
    const manager = signedInWith(['VenteModule:ventes:read', 'UserModule:users:read'], 'team');
    signInAs({ ...manager, team: { id: paris.id, name: paris.name } });
    network.on('GET', '/api/users', listReply([claire]));
    network.on('GET', `/api/users/${claire.id}`, json(200, { data: claire }));
    renderPage();
    const seller = await screen.findByRole('combobox', { name: 'Seller' });
    // A manager sees one team: no team filter.
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    await user.type(seller, 'Cla');
    const option = await screen.findByRole('option', { name: 'Claire Dubois' });
    const asked = searchOf(network.callsTo('GET', '/api/users').at(-1));
    expect([asked.get('search'), asked.get('teamId')]).toEqual(['Cla', paris.id]);
    await user.click(option);
    expect(screen.getByTestId('location')).toHaveTextContent(`sellerId=${claire.id}`);
    await waitFor(() =>
      expect(searchOf(network.callsTo('GET', '/api/ventes').at(-1)).get('sellerId')).toBe(claire.id),
    );
    // The choice shows by name, and clears with one button.
    expect(await screen.findByText('Claire Dubois')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter Seller' }));
    expect(screen.getByTestId('location')).not.toHaveTextContent('sellerId');
  });

  it('does show only Permission Denied when the list answers 403', async () => {
    network.on('GET', '/api/ventes', apiError(403, 'FORBIDDEN', 'Forbidden resource', '/api/ventes'));
    renderPage();
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New sale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
