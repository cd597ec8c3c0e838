import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { type FailedJob, JOB_DEFAULTS, JOB_PRIORITY, type JobContext } from './job-queue.ts';

interface Run {
  payload: { n: number };
  attempt: number;
  jobId: string;
}

const runs: Run[] = [];
const failedForGood: FailedJob[] = [];
/** How many attempts of `flaky` fail before one succeeds. */
let flakyFailures = 0;

const record = async (payload: { n: number }, context: JobContext) => {
  runs.push({ payload, attempt: context.attempt, jobId: context.jobId });
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, async (api) => {
    api.jobs.register('test.record', record);
    api.jobs.register<{ n: number }>('test.flaky', async (payload, context) => {
      await record(payload, context);
      if (context.attempt <= flakyFailures) throw new Error(`attempt ${context.attempt} failed`);
    });
    api.jobs.onFailed((failed) => {
      failedForGood.push(failed);
    });
    // A listener that throws changes nothing for the job nor for the other listeners.
    api.jobs.onFailed(() => {
      throw new Error('listener broke');
    });
  });
});
afterAll(() => t?.close());
beforeEach(async () => {
  runs.length = 0;
  failedForGood.length = 0;
  flakyFailures = 0;
  // Leftovers of an earlier test (a job kept in retry) must not run in the next one.
  await t.db.execute(sql`delete from pgboss.job`);
});

interface JobRow {
  state: string;
  retry_count: number;
  delay_seconds: number;
  output: { message?: string } | null;
}

const jobRow = async (id: string): Promise<JobRow> => {
  const result = await t.db.execute(
    sql`select state, retry_count, extract(epoch from start_after - now())::float as delay_seconds, output
        from pgboss.job where id = ${id}`,
  );
  const row = (result as unknown as { rows: JobRow[] }).rows[0];
  if (!row) throw new Error(`no job ${id}`);
  return row;
};

/** The time a retry waits for has passed. */
const makeDue = (id: string) => t.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);

describe('the job queue', () => {
  it('enqueues nothing when the transaction rolls back', async () => {
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.jobs.enqueue(tx, 'test.record', { n: 1 });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(runs).toEqual([]);
  });

  it('runs a job enqueued in a committed transaction once, with its payload', async () => {
    const id = await t.db.transaction((tx) => t.app.jobs.enqueue(tx, 'test.record', { n: 2 }));
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(runs).toEqual([{ payload: { n: 2 }, attempt: 1, jobId: id }]);
    expect((await jobRow(id)).state).toBe('completed');
  });

  it('enqueues on the database outside a transaction too', async () => {
    await t.app.jobs.enqueue(t.db, 'test.record', { n: 3 });
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(runs.map((run) => run.payload.n)).toEqual([3]);
  });

  it('retries a failing job after a growing delay, keeping the error, until it succeeds', async () => {
    flakyFailures = 2;
    const id = await t.app.jobs.enqueue(t.db, 'test.flaky', { n: 4 }, { retryDelaySeconds: 10 });

    expect(await t.app.jobs.runDue()).toBe(1);
    const first = await jobRow(id);
    expect(first.state).toBe('retry');
    expect(first.output?.message).toBe('attempt 1 failed');
    // Backoff with jitter: the first retry waits 10–20 s, the second 20–40 s.
    expect(first.delay_seconds).toBeGreaterThan(8);
    expect(first.delay_seconds).toBeLessThanOrEqual(20);
    expect(await t.app.jobs.runDue()).toBe(0);

    await makeDue(id);
    expect(await t.app.jobs.runDue()).toBe(1);
    const second = await jobRow(id);
    expect(second.state).toBe('retry');
    expect(second.output?.message).toBe('attempt 2 failed');
    expect(second.delay_seconds).toBeGreaterThan(18);
    expect(second.delay_seconds).toBeLessThanOrEqual(40);

    await makeDue(id);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect((await jobRow(id)).state).toBe('completed');
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('fails a job for good after its retry limit', async () => {
    flakyFailures = 99;
    const id = await t.app.jobs.enqueue(
      t.db,
      'test.flaky',
      { n: 5 },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await t.app.jobs.runDue();
    await makeDue(id);
    await t.app.jobs.runDue();
    const row = await jobRow(id);
    expect(row.state).toBe('failed');
    expect(row.output?.message).toBe('attempt 2 failed');
    await makeDue(id);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(runs).toHaveLength(2);
  });

  it('tells the onFailed listeners once, when the last attempt fails, not on a retried one', async () => {
    flakyFailures = 99;
    const id = await t.app.jobs.enqueue(
      t.db,
      'test.flaky',
      { n: 11 },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await t.app.jobs.runDue();
    expect(failedForGood).toEqual([]);
    await makeDue(id);
    await t.app.jobs.runDue();
    expect(failedForGood).toEqual([
      { jobId: id, name: 'test.flaky', attempts: 2, error: 'attempt 2 failed' },
    ]);
    expect((await jobRow(id)).state).toBe('failed');
  });

  it('waits for startAfter', async () => {
    const id = await t.app.jobs.enqueue(
      t.db,
      'test.record',
      { n: 6 },
      { startAfter: new Date(Date.now() + 60_000) },
    );
    expect(await t.app.jobs.runDue()).toBe(0);
    await makeDue(id);
    expect(await t.app.jobs.runDue()).toBe(1);
  });

  it('runs the job someone waits for before background jobs queued earlier', async () => {
    for (const n of [1, 2, 3]) await t.app.jobs.enqueue(t.db, 'test.record', { n });
    await t.app.jobs.enqueue(t.db, 'test.record', { n: 4 }, { priority: JOB_PRIORITY.someoneWaiting });
    expect(await t.app.jobs.runDue()).toBe(4);
    // Priority decides who goes first; among equals pg-boss orders by creation time, which can tie on PGlite.
    const order = runs.map((run) => run.payload.n);
    expect(order[0]).toBe(4);
    expect(order.slice(1).sort()).toEqual([1, 2, 3]);
  });

  it('enqueues a job once per idempotency key and answers the first job', async () => {
    const first = await t.app.jobs.enqueue(t.db, 'test.record', { n: 7 }, { singletonKey: 'sale-1:v1' });
    const again = await t.db.transaction((tx) =>
      t.app.jobs.enqueue(tx, 'test.record', { n: 8 }, { singletonKey: 'sale-1:v1' }),
    );
    const other = await t.app.jobs.enqueue(t.db, 'test.record', { n: 9 }, { singletonKey: 'sale-1:v2' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(await t.app.jobs.runDue()).toBe(2);
    expect(runs.map((run) => run.payload.n).sort()).toEqual([7, 9]);
  });

  it('refuses a job nobody registered, and a second handler for one job', async () => {
    await expect(t.app.jobs.enqueue(t.db, 'test.unknown', {})).rejects.toThrow(/No handler/);
    expect(() => t.app.jobs.register('test.record', record)).toThrow(/has a handler already/);
    expect(() => t.app.jobs.register('Not A Name', record)).toThrow(/not a job name/);
  });
});

describe('workers', () => {
  let withWorkers: TestApp;
  const seen: number[] = [];
  beforeAll(async () => {
    withWorkers = await buildTestApp({ JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '0.5' }, async (api) => {
      api.jobs.register<{ n: number }>('test.worked', async (payload) => {
        seen.push(payload.n);
      });
    });
  });
  afterAll(() => withWorkers?.close());

  it('run a committed job without anyone asking, within the poll interval', async () => {
    await withWorkers.db.transaction((tx) => withWorkers.app.jobs.enqueue(tx, 'test.worked', { n: 10 }));
    await expect.poll(() => seen, { timeout: 5_000, interval: 100 }).toEqual([10]);
  });
});

describe('schedules', () => {
  let scheduled: TestApp;
  beforeAll(async () => {
    scheduled = await buildTestApp({}, async (api) => {
      api.jobs.register('test.nightly', async () => undefined);
      api.jobs.schedule('test.nightly', '30 3 * * *', { timeZone: 'Europe/Paris' });
      api.jobs.register('test.once-a-day', async () => undefined);
      api.jobs.schedule('test.once-a-day', '0 5 * * *', { timeZone: 'UTC', retryLimit: 0 });
    });
  });
  afterAll(() => scheduled?.close());

  it('are kept in the queue with their cron and time zone, once per job', async () => {
    const result = await scheduled.db.execute(
      sql`select name, cron, timezone from pgboss.schedule where name = 'test.nightly'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'test.nightly', cron: '30 3 * * *', timezone: 'Europe/Paris' },
    ]);
    expect(() => scheduled.app.jobs.schedule('test.nightly', '0 4 * * *', { timeZone: 'UTC' })).toThrow(
      /has a schedule already/,
    );
  });

  it('retry a failed run as the queue does by default, or as often as the schedule says', async () => {
    const result = await scheduled.db.execute(
      sql`select name, (options->>'retryLimit')::int as "retryLimit" from pgboss.schedule
          where name in ('test.nightly', 'test.once-a-day') order by name`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'test.nightly', retryLimit: JOB_DEFAULTS.retryLimit },
      { name: 'test.once-a-day', retryLimit: 0 },
    ]);
  });

  it('refuse a job with no handler', () => {
    expect(() => scheduled.app.jobs.schedule('test.unknown', '0 4 * * *', { timeZone: 'UTC' })).toThrow(
      /No handler/,
    );
  });
});
