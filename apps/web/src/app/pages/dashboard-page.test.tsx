import { buildPermissionsMap, type CurrentUser, type Dashboard, SALE_STATUSES } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/app/pages/dashboard-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { testUser } from '@/test/auth-test-harness';
import { apiError, type FakeFetch, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';

const zeros = Object.fromEntries(SALE_STATUSES.map((status) => [status, 0])) as Dashboard['salesByStatus'];

const managerDashboard: Dashboard = {
  period: { month: '2026-11', from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' },
  scope: 'team',
  salesByStatus: { ...zeros, draft: 2, quoted: 3, subscribed: 4, lost: 1 },
  totalSales: 10,
  premiums: { subscribedSales: 4, monthlyCents: 23_450, yearlyCents: 281_400 },
  conversion: { quoted: 8, subscribed: 4, rate: 0.5 },
  pipeline: { ...zeros, quoted: 2, subscribed: 1 },
  agents: [
    {
      seller: { id: '22222222-2222-4222-8222-222222222222', firstName: 'Karim', lastName: 'Haddad' },
      sales: 7,
      subscribed: 3,
      monthlyPremiumCents: 18_000,
      yearlyPremiumCents: 216_000,
    },
    {
      seller: { id: '33333333-3333-4333-8333-333333333333', firstName: 'Nadia', lastName: 'Benali' },
      sales: 3,
      subscribed: 1,
      monthlyPremiumCents: 5_450,
      yearlyPremiumCents: 65_400,
    },
  ],
  agentsTruncated: false,
  contracts: { active: 0, thisMonth: 0, activeMonthlyPremiumCents: 0, recent: [] },
  callBacks: [],
};

const withKeys = (keys: string[], dataScope: CurrentUser['role']['dataScope'] = 'team'): CurrentUser => ({
  ...testUser,
  role: { ...testUser.role, name: 'manager', dataScope, permissions: buildPermissionsMap(keys) },
});
const reader = withKeys(['VenteModule:ventes:read']);

let network: FakeFetch;
const signIn = (user: CurrentUser) => {
  network = installSignedInFetch(user).on('GET', '/api/modules', json(200, { data: [] }));
  return network;
};

beforeEach(() => resetApiClientForTests());
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderSignedInPage('/en', <DashboardPage />);

describe('DashboardPage figures', () => {
  it("shows a manager this month's cards, the lazy chart, their pipeline and a row per agent", async () => {
    signIn(reader).on('GET', '/api/dashboard', json(200, { data: managerDashboard }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'This month: November 2026' })).toBeInTheDocument();
    expect(screen.getByText("Your team's sales")).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(card('Sales started')).toHaveTextContent('10');
    expect(card('Monthly premiums')).toHaveTextContent('€234.50');
    expect(card('Yearly premiums')).toHaveTextContent('€2,814.00');
    expect(card('Quote → subscription')).toHaveTextContent('50%');
    expect(screen.getByText('4 of 8 quoted')).toBeInTheDocument();

    const chart = await screen.findByRole('img', {
      name: /^This month's sales by status: Draft: 2, Quoted: 3/,
    });
    expect(chart).toBeInTheDocument();

    const pipeline = screen.getByRole('region', { name: 'Your pipeline' });
    const links = within(pipeline).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Quoted2', 'Subscribed1']);
    expect(links[0]).toHaveAttribute('href', `/en/ventes?status=quoted&sellerId=${testUser.id}`);

    const table = within(screen.getByRole('region', { name: 'By agent' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Karim Haddad',
      'Nadia Benali',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('€180.00')).toBeInTheDocument();
  });

  it("shows an agent their contracts and quality control's call-backs, each opening its page", async () => {
    const contractId = '44444444-4444-4444-8444-444444444444';
    const saleId = '55555555-5555-4555-8555-555555555555';
    signIn(withKeys(['VenteModule:ventes:read'], 'own')).on(
      'GET',
      '/api/dashboard',
      json(200, {
        data: {
          ...managerDashboard,
          scope: 'own',
          agents: null,
          contracts: {
            active: 1,
            thisMonth: 1,
            activeMonthlyPremiumCents: 14_590,
            recent: [
              {
                id: contractId,
                number: 'C-2026-000001',
                status: 'active',
                customerName: 'Louise Bernard',
                productName: 'Santé Senior Confort',
                monthlyPremiumCents: 14_590,
                signedAt: '2026-11-02T10:00:00.000Z',
                effectiveDate: '2026-12-01',
              },
            ],
          },
          callBacks: [
            {
              saleId,
              saleNumber: 'V-2026-000042',
              customerName: 'Paul Durand',
              dueDate: '2026-11-20',
              note: 'Read the guarantees again',
              reasons: ['price_not_stated'],
              decidedAt: '2026-11-18T10:00:00.000Z',
            },
          ],
        },
      }),
    );
    renderPage();

    const contracts = await screen.findByRole('region', { name: 'Contracts' });
    expect(within(contracts).getByText('Active', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1',
    );
    expect(within(contracts).getByRole('link', { name: /C-2026-000001/ })).toHaveAttribute(
      'href',
      `/en/contrats/${contractId}`,
    );
    expect(within(contracts).getByText('Louise Bernard · Santé Senior Confort')).toBeInTheDocument();

    const callBacks = screen.getByRole('region', { name: 'Call-backs asked by quality control' });
    const task = within(callBacks).getByRole('link', { name: /V-2026-000042/ });
    expect(task).toHaveAttribute('href', `/en/ventes/${saleId}`);
    expect(within(task).getByText('Read the guarantees again')).toBeInTheDocument();
    expect(within(task).getByText('by Nov 20, 2026')).toBeInTheDocument();
  });

  it('shows an agent no table of agents, and an empty desk as such', async () => {
    signIn(withKeys(['VenteModule:ventes:read'], 'own')).on(
      'GET',
      '/api/dashboard',
      json(200, {
        data: {
          ...managerDashboard,
          scope: 'own',
          agents: null,
          pipeline: zeros,
          conversion: { quoted: 0, subscribed: 0, rate: null },
        },
      }),
    );
    renderPage();

    expect(await screen.findByText('Your sales')).toBeInTheDocument();
    expect(screen.getByText('No open sale on your desk.')).toBeInTheDocument();
    expect(screen.getByText('Quote → subscription', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '—',
    );
    expect(screen.queryByRole('region', { name: 'By agent' })).not.toBeInTheDocument();
  });

  it('asks nothing and shows the greeting and shortcuts only to a user who may not read sales', async () => {
    signIn(withKeys(['UserModule:users:read']));
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your pages' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/dashboard')).toHaveLength(0);
  });

  it('hides the figures on a 403 (module off) and offers a retry on another failure', async () => {
    signIn(reader).on('GET', '/api/dashboard', apiError(403, 'FORBIDDEN', 'Forbidden resource'));
    const first = renderPage();
    await waitFor(() => expect(network.callsTo('GET', '/api/dashboard')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByLabelText("Loading this month's figures")).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    resetApiClientForTests();
    signIn(reader).on(
      'GET',
      '/api/dashboard',
      apiError(500, 'INTERNAL_ERROR', 'Boom'),
      json(200, { data: managerDashboard }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This month's figures could not be loaded.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'This month: November 2026' })).toBeInTheDocument();
  });
});
