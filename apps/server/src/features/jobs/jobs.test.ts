import type { Job } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';

let t: TestApp;
let cookie: string;
let okId: string;
let failingId: string;
/** Released by the test that watches `test.slow` run. */
let finishSlowJob: () => void = () => undefined;

const list = async (query = '', asCookie = cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: { cookie: asCookie } });

const jobsOf = async (query = ''): Promise<Job[]> => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const makeDue = (id: string) => t.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);

beforeAll(async () => {
  t = await buildTestApp({}, async (api) => {
    api.jobs.register('test.ok', async () => undefined);
    api.jobs.register('test.failing', async () => {
      throw new Error('the SMTP server said no');
    });
    api.jobs.register('test.slow', () => new Promise<void>((resolve) => (finishSlowJob = resolve)));
  });
  cookie = (await signInWithPermissions(t, ['AdminModule:jobs:read'])).cookie;
  okId = await t.app.jobs.enqueue(t.db, 'test.ok', { n: 1 });
  // Listed newest first by their creation, which PGlite keeps to the millisecond.
  await nextMillisecond();
  failingId = await t.app.jobs.enqueue(t.db, 'test.failing', { n: 2 }, { retryLimit: 1 });
  await t.app.jobs.runDue();
});
afterAll(() => t?.close());

describe('GET /api/admin/jobs', () => {
  it('lists done jobs and failing ones with their error, newest first', async () => {
    const response = await list();
    expect(response.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const [failing, ok] = response.json().data as Job[];
    expect(ok).toMatchObject({ id: okId, name: 'test.ok', state: 'done', attempts: 1, error: null });
    expect(ok?.completedAt).not.toBeNull();
    expect(failing).toMatchObject({
      id: failingId,
      name: 'test.failing',
      state: 'retry',
      attempts: 1,
      retryLimit: 1,
      error: 'the SMTP server said no',
      completedAt: null,
    });
    expect(Date.parse(failing?.startAfter ?? '')).toBeGreaterThan(Date.now());
  });

  it('shows a job failed for good after its retry limit, with the last error', async () => {
    await makeDue(failingId);
    await t.app.jobs.runDue();
    const [failed] = await jobsOf('?state=failed');
    expect(failed).toMatchObject({
      id: failingId,
      state: 'failed',
      attempts: 2,
      error: 'the SMTP server said no',
    });
    expect(failed?.completedAt).not.toBeNull();
  });

  it('filters by state and name, searches names and pages', async () => {
    expect((await jobsOf('?state=done')).map((job) => job.id)).toEqual([okId]);
    expect((await jobsOf('?state=waiting')).map((job) => job.id)).toEqual([]);
    expect((await jobsOf('?name=test.failing')).map((job) => job.id)).toEqual([failingId]);
    expect((await jobsOf('?search=fail')).map((job) => job.id)).toEqual([failingId]);
    expect((await jobsOf('?sort=name&order=asc')).map((job) => job.name)).toEqual([
      'test.failing',
      'test.ok',
    ]);
    const page = (await list('?pageSize=1&page=2')).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.data.map((job: Job) => job.id)).toEqual([okId]);
  });

  it('lists waiting jobs and archived ones', async () => {
    const waiting = await t.app.jobs.enqueue(
      t.db,
      'test.ok',
      { n: 3 },
      { startAfter: new Date(Date.now() + 60_000) },
    );
    expect(await jobsOf('?state=waiting')).toMatchObject([{ id: waiting, attempts: 0, startedAt: null }]);
    // What pg-boss's maintenance does to a job finished a week ago.
    await t.db.execute(sql`
      with moved as (delete from pgboss.job where id = ${okId} returning *)
      insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
        retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on,
        keep_until, dead_letter, policy, output)
      select id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after,
        started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter,
        policy, output from moved`);
    expect(await jobsOf('?state=done')).toMatchObject([{ id: okId, state: 'done', attempts: 1 }]);
  });

  it('answers 400 to an unknown state', async () => {
    const response = await list('?state=exploded');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 403 without AdminModule:jobs:read and 401 without a session', async () => {
    const outsider = await signInWithPermissions(t, ['AdminModule:audit-log:read']);
    const denied = await list('', outsider.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/jobs' });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Last: it adds a job the lists above do not expect.
describe('a job being worked on', () => {
  it('is listed running with its start, then done', async () => {
    const id = await t.app.jobs.enqueue(t.db, 'test.slow', { n: 3 });
    const running = t.app.jobs.runDue();
    await expect
      .poll(async () => (await jobsOf('?name=test.slow')).map((job) => job.state), { timeout: 10_000 })
      .toEqual(['running']);
    const [job] = await jobsOf('?state=running');
    expect(job).toMatchObject({ id, state: 'running', attempts: 1, completedAt: null });
    expect(job?.startedAt).not.toBeNull();
    finishSlowJob();
    await running;
    expect((await jobsOf('?name=test.slow')).map((listed) => listed.state)).toEqual(['done']);
  });
});
