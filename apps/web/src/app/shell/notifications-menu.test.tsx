import { NOTIFICATIONS_POLL_INTERVAL_MS, type UserNotification } from '@brokerage/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsMenu } from '@/app/shell/notifications-menu';
import { resetApiClientForTests } from '@/lib/api-client';
import { RequireAuth } from '@/lib/session/require-auth';
import { renderApp, testUser } from '@/test/auth-test-harness';
import { type FakeFetch, installFakeFetch, json } from '@/test/fake-fetch';

const SALE_ID = '5a1e0000-0000-4000-8000-000000000001';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const returned: UserNotification = {
  id: '0e000000-0000-4000-8000-000000000001',
  kind: 'quality_decision',
  saleId: SALE_ID,
  data: { saleNumber: 'V-2026-000123', outcome: 'correction', by: 'Rita Reviewer' },
  createdAt: minutesAgo(5),
  readAt: null,
};
const signed: UserNotification = {
  id: '0e000000-0000-4000-8000-000000000002',
  kind: 'signature_completed',
  saleId: SALE_ID,
  data: { saleNumber: 'V-2026-000122' },
  createdAt: minutesAgo(180),
  readAt: minutesAgo(60),
};
const failedJob: UserNotification = {
  id: '0e000000-0000-4000-8000-000000000003',
  kind: 'job_failed',
  saleId: null,
  data: { jobName: 'email.send', jobId: '42' },
  createdAt: minutesAgo(1),
  readAt: null,
};

const page = (data: UserNotification[]) =>
  json(200, {
    data,
    total: data.length,
    page: 1,
    pageSize: 10,
    unreadCount: data.filter((item) => item.readAt === null).length,
  });

let network: FakeFetch;

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch().on(
    'GET',
    '/api/auth/check-session',
    json(200, { authenticated: true, user: testUser }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderBell = () =>
  renderApp({
    path: '/en/ventes',
    routes: {
      '*': (
        <RequireAuth>
          <NotificationsMenu />
        </RequireAuth>
      ),
    },
  });

const openMenu = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('NotificationsMenu', () => {
  it('shows the unread count on the badge and in the button’s accessible name', async () => {
    network.on('GET', '/api/notifications', page([returned, signed]));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    expect(within(bell).getByTestId('notifications-badge')).toHaveTextContent('1');
  });

  it('lists each message in the reader’s language with how long ago, linking to the sale', async () => {
    network.on('GET', '/api/notifications', page([failedJob, returned, signed]));
    renderBell();
    const menu = await openMenu('Notifications: 2 unread');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'The background job email.send failedUnread, 1 minute ago',
      'Quality control returned sale V-2026-000123 to you for correctionUnread, 5 minutes ago',
      'The customer signed sale V-2026-0001223 hours ago',
      'Mark all as read',
    ]);
    expect(items[1]).toHaveAttribute('href', `/en/ventes/${SALE_ID}`);
    expect(items[0]).toHaveAttribute('href', '/en/admin');
  });

  it('marks an unread notification read when it is opened, and goes to its sale', async () => {
    network
      .on('GET', '/api/notifications', page([returned]), page([{ ...returned, readAt: minutesAgo(0) }]))
      .on('POST', `/api/notifications/${returned.id}/read`, json(200, { data: returned }));
    renderBell();
    const menu = await openMenu('Notifications: 1 unread');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /returned sale V-2026-000123/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/en/ventes/${SALE_ID}`));
    expect(network.callsTo('POST', `/api/notifications/${returned.id}/read`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('does not mark a notification already read again', async () => {
    network.on('GET', '/api/notifications', page([signed]));
    renderBell();
    const menu = await openMenu('Notifications');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /customer signed/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/en/ventes/${SALE_ID}`));
    expect(
      network.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/notifications')),
    ).toEqual([]);
  });

  it('marks all read', async () => {
    network
      .on('GET', '/api/notifications', page([failedJob, returned]), page([]))
      .on('POST', '/api/notifications/read-all', json(200, { data: { updated: 2 } }));
    renderBell();
    const menu = await openMenu('Notifications: 2 unread');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1);
  });

  it('says so when there is nothing, and when the list cannot be loaded', async () => {
    network.on('GET', '/api/notifications', page([]));
    const { unmount } = renderBell();
    let menu = await openMenu('Notifications');
    expect(menu).toHaveTextContent('You have no notifications');
    expect(within(menu).queryByRole('menuitem', { name: 'Mark all as read' })).not.toBeInTheDocument();
    unmount();
    resetApiClientForTests();
    network.on(
      'GET',
      '/api/notifications',
      json(503, { statusCode: 503, error: 'x', message: 'x', code: 'X' }),
    );
    renderBell();
    await waitFor(() => expect(network.callsTo('GET', '/api/notifications').length).toBeGreaterThan(1));
    menu = await openMenu('Notifications');
    await waitFor(() => expect(menu).toHaveTextContent('The notifications could not be loaded'));
  });

  it('shows a new notification without a reload, at the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    network.on('GET', '/api/notifications', page([]), page([returned]));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS));
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
  });
});
