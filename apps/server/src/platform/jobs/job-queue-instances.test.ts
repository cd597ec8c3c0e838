import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { buildTestAppOn, type TestApp } from '@/test/build-app.ts';
import { createPostgresTestDatabase } from '@/test/test-database.ts';

/**
 * DESIGN §9: instances sharing one PostgreSQL share one queue, and a job runs once whichever instance takes it.
 * PGlite is one process's database, so the file runs on PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database (skipped on PGlite)', () => {
  const ran: { n: number; by: string }[] = [];
  const handlerOf =
    (by: string): FastifyPluginAsync =>
    async (api) => {
      api.jobs.register<{ n: number }>('test.shared', async (payload) => {
        ran.push({ n: payload.n, by });
        // Long enough for the other instance to poll while this job is held.
        await sleep(20);
      });
    };
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const first = await openDatabase({ url: database.url, poolSize: 4 });
    await first.migrate();
    const workers = { JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '0.5' };
    a = await buildTestAppOn(first, workers, handlerOf('a'));
    b = await buildTestAppOn(await openDatabase({ url: database.url, poolSize: 4 }), workers, handlerOf('b'));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('runs each job once while both instances poll and both drain the queue at the same time', async () => {
    const count = 30;
    await a.db.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) await a.app.jobs.enqueue(tx, 'test.shared', { n });
    });
    await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
    await expect.poll(() => ran.length, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(count);
    // Nothing runs late a second time.
    await sleep(1_500);
    const runsPerJob = new Map<number, number>();
    for (const { n } of ran) runsPerJob.set(n, (runsPerJob.get(n) ?? 0) + 1);
    expect(ran).toHaveLength(count);
    expect([...runsPerJob.values()].every((runs) => runs === 1)).toBe(true);
    expect(new Set(ran.map((run) => run.by))).toEqual(new Set(['a', 'b']));
  });
});
