import type { AdminSession, AuditEntry, Cleanup, Job, PermissionKey } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminPage } from '@/features/admin/pages/admin-page';
import { conflictReply, listReply, recordReply } from '@/test/api-replies';
import { type FakeCall, fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { signedInAs } from '@/test/quality-fixtures';
import { chooseRowAction, rowWith } from '@/test/row-actions';

const EVERYTHING: PermissionKey[] = [
  'AdminModule:admin:read',
  'AdminModule:jobs:read',
  'AdminModule:jobs:update',
  'AdminModule:sessions:read',
  'AdminModule:sessions:delete',
  'AdminModule:audit-log:read',
];
const admin = signedInAs(EVERYTHING, 'company');
const searchOf = (call: FakeCall | undefined) => new URL(call?.url ?? '', 'http://localhost').searchParams;

const failedJob: Job = {
  id: 'b1000000-0000-4000-8000-000000000001',
  name: 'email.send',
  state: 'failed',
  attempts: 6,
  retryLimit: 5,
  error: 'the SMTP server said no',
  createdAt: '2026-11-23T08:00:00.000Z',
  startAfter: '2026-11-23T08:00:00.000Z',
  startedAt: '2026-11-23T08:30:00.000Z',
  completedAt: '2026-11-23T08:30:01.000Z',
};
const session: AdminSession = {
  id: 'A'.repeat(43),
  user: { id: 'c1000000-0000-4000-8000-000000000001', name: 'Nadia Benali', phone: '+33639980001' },
  createdAt: '2026-11-23T07:00:00.000Z',
  lastSeenAt: '2026-11-23T09:00:00.000Z',
  expiresAt: '2026-11-24T07:00:00.000Z',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 Chrome',
  current: false,
};
const entry: AuditEntry = {
  id: 'd1000000-0000-4000-8000-000000000001',
  at: '2026-11-20T10:00:00.000Z',
  actor: { id: 'c1000000-0000-4000-8000-000000000002', name: 'Alice Admin' },
  automatedActor: null,
  action: 'update',
  entity: 'user',
  entityId: 'c1000000-0000-4000-8000-000000000001',
  changes: {
    lastName: { before: 'Martin', after: 'Benali' },
    email: { before: null, after: 'n@example.com' },
  },
  ip: '203.0.113.7',
};
const cleanups: Cleanup[] = [
  {
    job: 'cleanup.expired-sessions',
    cron: '5 * * * *',
    timeZone: 'UTC',
    lastRun: {
      id: 'e1000000-0000-4000-8000-000000000001',
      job: 'cleanup.expired-sessions',
      ranAt: '2026-11-23T09:05:00.000Z',
      finishedAt: '2026-11-23T09:05:01.000Z',
      deleted: 3,
    },
    deletedLast30Days: 42,
  },
  { job: 'cleanup.captcha-uses', cron: '25 * * * *', timeZone: 'UTC', lastRun: null, deletedLast30Days: 0 },
  {
    job: 'cleanup.unreferenced-files',
    cron: '50 3 * * *',
    timeZone: 'UTC',
    lastRun: null,
    deletedLast30Days: 0,
  },
];
const counts = { waiting: 2, running: 0, retry: 1, done: 10, failed: 1, cancelled: 0 };

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(admin)
    .on(
      'GET',
      '/api/admin/system',
      recordReply({
        version: '1.4.0',
        driver: 'postgres',
        database: { status: 'up', latencyMs: 1.25 },
        nodeVersion: 'v20.19.0',
        uptimeSeconds: 7_200,
        checkedAt: '2026-11-23T09:10:00.000Z',
      }),
    )
    .on('GET', '/api/admin/job-queues', json(200, { data: [{ name: 'email.send', counts }] }))
    .on('GET', '/api/admin/jobs', listReply([failedJob]))
    .on('GET', '/api/admin/sessions', listReply([session]))
    .on('GET', '/api/audit-log', listReply([entry]))
    .on('GET', '/api/audit-log/entities', json(200, { data: ['role', 'user'] }))
    .on('GET', '/api/admin/cleanups', json(200, { data: cleanups })),
);

const renderPage = (search = '') => renderSignedInPage(`/en/admin${search}`, <AdminPage />);

describe('AdminPage', () => {
  it('does show the version, the database driver and its health on the System tab', async () => {
    renderPage();
    expect(await screen.findByText('1.4.0')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL server')).toBeInTheDocument();
    expect(screen.getByText('Answering')).toBeInTheDocument();
    expect(screen.getByText('1.3 ms')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does offer only the tabs the role holds', async () => {
    network.on(
      'GET',
      '/api/auth/check-session',
      json(200, {
        authenticated: true,
        user: signedInAs(['AdminModule:audit-log:read']),
      }),
    );
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Audit trail' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'System' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sessions' })).not.toBeInTheDocument();
    expect(await screen.findByText('Alice Admin')).toBeInTheDocument();
  });

  it('does count the jobs per queue and retry a failed job', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `/api/admin/jobs/${failedJob.id}/retry`,
      recordReply({ id: failedJob.id, name: 'email.send', state: 'retry' }),
    );
    renderPage('?tab=jobs');
    const queues = await screen.findByRole('table', { name: 'Jobs of each queue by state' });
    const row = within(queues).getByRole('row', { name: /email\.send/ });
    expect(row).toHaveTextContent('email.send2011010');
    expect(await screen.findByText('the SMTP server said no')).toBeInTheDocument();
    expect(within(await rowWith('the SMTP server said no')).getByText('6 of 6')).toBeInTheDocument();

    await chooseRowAction(user, 'the SMTP server said no', 'Retry');
    expect(await screen.findByText('The job email.send will run again.')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/admin/jobs/${failedJob.id}/retry`)).toHaveLength(1);
  });

  it('does ask before discarding a failed job and explain a refusal', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `/api/admin/jobs/${failedJob.id}/discard`,
      conflictReply(`/api/admin/jobs/${failedJob.id}/discard`, 'JOB_NOT_FAILED', 'Only a failed job…', {
        state: 'retry',
      }),
    );
    renderPage('?tab=jobs');
    await chooseRowAction(user, 'the SMTP server said no', 'Discard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard the failed job email.send?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByText(
        'Only a job that failed for good can be retried or discarded; this one is retry.',
      ),
    ).toBeInTheDocument();
  });

  it('does filter the jobs by state through the URL', async () => {
    const user = userEvent.setup();
    renderPage('?tab=jobs');
    await screen.findByText('the SMTP server said no');
    await user.selectOptions(screen.getByLabelText('State'), 'failed');
    await waitFor(() =>
      expect(
        network.callsTo('GET', '/api/admin/jobs').some((call) => searchOf(call).get('state') === 'failed'),
      ).toBe(true),
    );
  });

  it('does revoke one session, and every session of a user', async () => {
    const user = userEvent.setup();
    network
      .on('DELETE', `/api/admin/sessions/${session.id}`, recordReply({ revoked: 1 }))
      .on('DELETE', `/api/admin/users/${session.user.id}/sessions`, recordReply({ revoked: 2 }));
    renderPage('?tab=sessions');
    expect(await rowWith('Nadia Benali')).toHaveTextContent('203.0.113.9');

    await chooseRowAction(user, 'Nadia Benali', 'Sign out this session');
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign out this session of Nadia Benali?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out this session' }));
    expect(await screen.findByText('The session of Nadia Benali was ended.')).toBeInTheDocument();

    await chooseRowAction(user, 'Nadia Benali', 'Sign out all their sessions');
    dialog = await screen.findByRole('alertdialog', { name: 'Sign out every session of Nadia Benali?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all their sessions' }));
    expect(await screen.findByText('Sessions of Nadia Benali ended: 2.')).toBeInTheDocument();
    expect(network.callsTo('DELETE', `/api/admin/sessions/${session.id}`)).toHaveLength(1);
    expect(network.callsTo('DELETE', `/api/admin/users/${session.user.id}/sessions`)).toHaveLength(1);
  });

  it('does send the audit filters with whole days and open an entry as a diff', async () => {
    const user = userEvent.setup();
    renderPage('?tab=audit&entity=user&action=update&from=2026-11-01&to=2026-11-20');
    await screen.findByText('Alice Admin');
    const query = searchOf(network.callsTo('GET', '/api/audit-log').at(-1));
    expect(query.get('entity')).toBe('user');
    expect(query.get('action')).toBe('update');
    expect(query.get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-20T23:59:59.999Z');
    expect(query.get('sort')).toBe('at');

    await user.click(screen.getByText('Alice Admin'));
    const sheet = await screen.findByRole('dialog', { name: 'Change to a user record' });
    const lastName = within(sheet).getByRole('row', { name: /Last name/ });
    expect(
      within(lastName)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Martin', 'Benali']);
    const email = within(sheet).getByRole('row', { name: /Email/ });
    expect(
      within(email)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['empty', 'n@example.com']);
    expect(within(sheet).getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('does list the cleanup jobs with their schedule and last run, and run one now', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/admin/cleanups/cleanup.captcha-uses/run',
      recordReply({ ...cleanups[0]?.lastRun, job: 'cleanup.captcha-uses', deleted: 4 }),
    );
    renderPage('?tab=cleanups');
    const sessionsRow = (await screen.findByText('Expired sessions')).closest('tr') as HTMLElement;
    expect(sessionsRow).toHaveTextContent('Every hour at :05');
    expect(sessionsRow).toHaveTextContent('42');
    const captchaRow = screen.getByText('Spent captchas').closest('tr') as HTMLElement;
    expect(captchaRow).toHaveTextContent('Not yet');
    // 03:50 UTC, in the reader's own time zone.
    const sweepAt = new Date();
    sweepAt.setUTCHours(3, 50, 0, 0);
    const localTime = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(sweepAt);
    const filesRow = screen.getByText('Stored files no record names').closest('tr') as HTMLElement;
    expect(filesRow).toHaveTextContent(`Every day at ${localTime}`);
    await user.click(within(captchaRow).getByRole('button', { name: 'Run now: Spent captchas' }));
    expect(await screen.findByText('Spent captchas: 4 deleted.')).toBeInTheDocument();
  });
});
