import { REJECTION_REASONS } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QualityControlPage } from '@/features/quality-control/pages/quality-control-page';
import { RequireAuth } from '@/lib/session/require-auth';
import { listReply, recordReply, refusalReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { openReview, queueItem, reviewer, reviewerId, saleId } from '@/test/quality-fixtures';

const heldSaleId = 'a1000000-0000-4000-8000-000000000002';
const network = fakeNetworkPerTest(() =>
  installSignedInFetch(reviewer).on(
    'GET',
    '/api/quality-control/queue',
    listReply([
      queueItem(),
      queueItem({
        saleId: heldSaleId,
        saleNumber: 'V-2026-000124',
        status: 'quality_review',
        reviewer: { id: reviewerId, firstName: 'Ada', lastName: 'Martin' },
        waitingSeconds: 3 * 86_400 + 2 * 3_600,
      }),
    ]),
  ),
);

const renderPage = (search = '') =>
  renderApp({
    path: `/en/quality-control${search}`,
    routes: {
      'quality-control': (
        <RequireAuth>
          <QualityControlPage />
        </RequireAuth>
      ),
      'quality-control/:saleId': <p>Review page</p>,
    },
  });

const zero = Object.fromEntries(REJECTION_REASONS.map((reason) => [reason, 0]));
const counts = (reviewed: number, validated: number, reasons: Record<string, number> = {}) => ({
  reviewed,
  validated,
  rejected: reviewed - validated,
  callBacks: 0,
  lost: reviewed - validated,
  reasons: { ...zero, ...reasons },
});

describe('QualityControlPage', () => {
  it('does list the queue oldest first with the agent, customer, premium and waiting time', async () => {
    renderPage();
    await screen.findByText('V-2026-000124');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('V-2026-000123');
    expect(rows[0]).toHaveTextContent('Karim Haddad');
    expect(rows[0]).toHaveTextContent('Paris Nord');
    expect(rows[0]).toHaveTextContent('Louise Bernard');
    expect(rows[0]).toHaveTextContent('€145.90');
    expect(rows[0]).toHaveTextContent('1d 2h');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Take' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Continue review' })).toHaveAttribute(
      'href',
      `/en/quality-control/${heldSaleId}`,
    );
    const query = new URL(network.callsTo('GET', '/api/quality-control/queue')[0]?.url ?? '', 'http://x')
      .searchParams;
    expect(query.get('sort')).toBe('signedAt');
    expect(query.get('order')).toBe('asc');
  });

  it('does link to the do-not-call list', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Do-not-call list' })).toHaveAttribute(
      'href',
      '/en/quality-control/opposition',
    );
  });

  it('does take a sale with its version and open its review', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `/api/quality-control/${saleId}/take`,
      recordReply({ review: openReview(), saleStatus: 'quality_review', saleVersion: 8, contractId: null }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await sentBody(network, 'POST', `/api/quality-control/${saleId}/take`)).toEqual({ version: 7 });
    expect(await screen.findByText('Review page')).toBeInTheDocument();
  });

  it('does say why a take was refused and stay on the queue', async () => {
    const user = userEvent.setup();
    const path = `/api/quality-control/${saleId}/take`;
    network.on(
      'POST',
      path,
      refusalReply(403, path, {
        code: 'FORBIDDEN',
        message: 'Own sale',
        details: { reason: 'REVIEW_OWN_SALE' },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await screen.findByText('You cannot review a sale you sold yourself.')).toBeInTheDocument();
    expect(screen.queryByText('Review page')).not.toBeInTheDocument();
    expect(screen.queryByText('Own sale')).not.toBeInTheDocument();
  });

  it('does keep the status filter in the URL and send it', async () => {
    const user = userEvent.setup();
    renderPage('?status=quality_review');
    await screen.findByRole('table');
    const query = new URL(network.callsTo('GET', '/api/quality-control/queue')[0]?.url ?? '', 'http://x')
      .searchParams;
    expect(query.get('status')).toBe('quality_review');
    await user.selectOptions(screen.getByLabelText('Status'), 'signed');
    await waitFor(() =>
      expect(
        network
          .callsTo('GET', '/api/quality-control/queue')
          .some((call) => new URL(call.url, 'http://x').searchParams.get('status') === 'signed'),
      ).toBe(true),
    );
  });

  it('does show the figures of the period in the URL per agent and per team', async () => {
    const user = userEvent.setup();
    network.on(
      'GET',
      '/api/quality-control/figures',
      recordReply({
        period: { from: '2026-03-01', to: '2026-03-31' },
        totals: counts(5, 3, { consent_missing: 2 }),
        agents: [
          {
            ...counts(5, 3, { consent_missing: 2 }),
            agent: { id: 'b1000000-0000-4000-8000-000000000001', firstName: 'Karim', lastName: 'Haddad' },
            team: { id: 'b2000000-0000-4000-8000-000000000001', name: 'Paris Nord' },
          },
        ],
        teams: [{ ...counts(5, 3, { consent_missing: 2 }), team: null }],
      }),
    );
    renderPage('?tab=figures&from=2026-03-01&to=2026-03-31');
    const agents = await screen.findByRole('table', { name: 'Per agent' });
    const row = within(agents).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Karim HaddadParis Nord');
    expect(row).toHaveTextContent('Consent missing 2');
    expect(within(screen.getByRole('table', { name: 'Per team' })).getByText('No team')).toBeInTheDocument();
    const sent = new URL(network.callsTo('GET', '/api/quality-control/figures')[0]?.url ?? '', 'http://x');
    expect(sent.searchParams.get('from')).toBe('2026-03-01');
    expect(sent.searchParams.get('to')).toBe('2026-03-31');

    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/quality-control/figures').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does switch tabs through the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    network.on(
      'GET',
      '/api/quality-control/figures',
      refusalReply(403, '/api/quality-control/figures', { code: 'FORBIDDEN', message: 'No' }),
    );
    await user.click(screen.getByRole('tab', { name: 'Figures' }));
    expect(screen.getByRole('tab', { name: 'Figures' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(network.callsTo('GET', '/api/quality-control/figures')).toHaveLength(1));
  });
});
