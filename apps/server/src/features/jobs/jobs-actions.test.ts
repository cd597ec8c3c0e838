import type { AuditEntry, JobQueueCounts } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';

let t: TestApp;
let operator: string;
let reader: string;
/** While true, `test.sometimes` throws: the SMTP server is down. */
let smtpDown = true;
const delivered: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, async (api) => {
    api.jobs.register<{ n: number }>('test.sometimes', async (payload) => {
      if (smtpDown) throw new Error('the SMTP server said no');
      delivered.push(payload.n);
    });
  });
  operator = (await signInWithPermissions(t, ['AdminModule:jobs:read', 'AdminModule:jobs:update'])).cookie;
  await resetRateLimits(t.db);
  reader = (await signInWithPermissions(t, ['AdminModule:jobs:read', 'AdminModule:audit-log:read'])).cookie;
});
afterAll(() => t?.close());
beforeEach(async () => {
  smtpDown = true;
  delivered.length = 0;
  await t.db.execute(sql`delete from pgboss.job`);
  await resetRateLimits(t.db);
});

const makeDue = (id: string) => t.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);

/** A job whose only retry failed too: `failed` for good. */
const failedJob = async (n: number) => {
  const id = await t.app.jobs.enqueue(t.db, 'test.sometimes', { n }, { retryLimit: 1 });
  await t.app.jobs.runDue();
  await makeDue(id);
  await t.app.jobs.runDue();
  return id;
};

const act = (id: string, action: 'retry' | 'discard', cookie = operator) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/${action}`, headers: { cookie } });

const stateOf = async (id: string) => {
  const result = await t.db.execute(sql`select state from pgboss.job where id = ${id}`);
  return (result as unknown as { rows: { state: string }[] }).rows[0]?.state ?? null;
};

const historyOf = async (id: string): Promise<AuditEntry[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/audit-log?entity=job&entityId=${id}`,
    headers: { cookie: reader },
  });
  return response.json().data;
};

describe('POST /api/admin/jobs/:id/retry', () => {
  it('moves a failed job back to be run, and the next run completes it', async () => {
    const id = await failedJob(1);
    expect(await stateOf(id)).toBe('failed');
    smtpDown = false;

    const response = await act(id, 'retry');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id, name: 'test.sometimes', state: 'retry' });
    expect(await stateOf(id)).toBe('retry');

    expect(await t.app.jobs.runDue()).toBe(1);
    expect(delivered).toEqual([1]);
    expect(await stateOf(id)).toBe('completed');
    const [entry] = await historyOf(id);
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'job',
      changes: { state: { before: 'failed', after: 'retry' }, retryLimit: { before: 1, after: 2 } },
    });
  });

  it('allows one more attempt: failing again leaves the job failed for good', async () => {
    const id = await failedJob(2);
    await act(id, 'retry');
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await stateOf(id)).toBe('failed');
  });

  it('answers 409 JOB_NOT_FAILED for a job that is not failed, and 404 for an unknown one', async () => {
    const waiting = await t.app.jobs.enqueue(t.db, 'test.sometimes', { n: 3 });
    const refused = await act(waiting, 'retry');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'JOB_NOT_FAILED', state: 'waiting' },
    });
    expect(await stateOf(waiting)).toBe('created');

    const unknown = await act('00000000-0000-4000-8000-000000000000', 'retry');
    expect(unknown.statusCode).toBe(404);
    const malformed = await act('not-a-uuid', 'retry');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields.map((field: { path: string }) => field.path)).toEqual(['id']);
  });
});

describe('POST /api/admin/jobs/:id/discard', () => {
  it('removes a failed job from the queue, audited', async () => {
    const id = await failedJob(4);
    const response = await act(id, 'discard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id, name: 'test.sometimes', state: null });
    expect(await stateOf(id)).toBeNull();
    expect(await t.app.jobs.runDue()).toBe(0);
    const [entry] = await historyOf(id);
    expect(entry).toMatchObject({
      action: 'delete',
      entity: 'job',
      changes: { state: { before: 'failed' } },
    });

    expect((await act(id, 'discard')).statusCode).toBe(404);
  });

  it('refuses a job still retrying: it is not failed yet', async () => {
    const id = await t.app.jobs.enqueue(t.db, 'test.sometimes', { n: 5 }, { retryLimit: 3 });
    await t.app.jobs.runDue();
    const refused = await act(id, 'discard');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'JOB_NOT_FAILED', state: 'retry' });
    expect(await stateOf(id)).toBe('retry');
  });
});

describe('GET /api/admin/job-queues', () => {
  it('counts the jobs of each registered job by state, idle ones with zeros', async () => {
    await failedJob(6);
    await t.app.jobs.enqueue(t.db, 'test.sometimes', { n: 7 }, { startAfter: new Date(Date.now() + 60_000) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/job-queues',
      headers: { cookie: reader },
    });
    expect(response.statusCode).toBe(200);
    const queues: JobQueueCounts[] = response.json().data;
    expect(queues.find((queue) => queue.name === 'test.sometimes')?.counts).toEqual({
      waiting: 1,
      running: 0,
      retry: 0,
      done: 0,
      failed: 1,
      cancelled: 0,
    });
    // The cleanup jobs are registered by the admin console, so they are listed even before they ran.
    expect(queues.find((queue) => queue.name === 'cleanup.expired-sessions')?.counts.failed).toBe(0);
    expect(queues.map((queue) => queue.name)).toEqual([...queues.map((queue) => queue.name)].sort());
  });
});

describe('permissions', () => {
  it('answers 403 to retry or discard without AdminModule:jobs:update, 401 without a session', async () => {
    const id = await failedJob(8);
    for (const action of ['retry', 'discard'] as const) {
      const denied = await act(id, action, reader);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Forbidden resource');
      const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/${action}` });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await stateOf(id)).toBe('failed');
    const outsider = await signInWithPermissions(t, ['AdminModule:admin:read']);
    const queues = await t.app.inject({
      method: 'GET',
      url: '/api/admin/job-queues',
      headers: { cookie: outsider.cookie },
    });
    expect(queues.statusCode).toBe(403);
  });
});
