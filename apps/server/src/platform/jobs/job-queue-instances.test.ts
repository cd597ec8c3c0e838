import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { onPostgres, startTwoInstances } from '@/test/two-instances.ts';

/**
 * DESIGN §9: instances sharing one PostgreSQL share one queue, and a job runs once whichever instance takes it.
 * PGlite is one process's database, so the file runs on PostgreSQL only.
 */
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
  const apps = startTwoInstances({
    env: { JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '0.5' },
    routes: handlerOf,
  });

  it('runs each job once while both instances poll and both drain the queue at the same time', async () => {
    const count = 30;
    await apps.a.db.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) await apps.a.app.jobs.enqueue(tx, 'test.shared', { n });
    });
    await Promise.all([apps.a.app.jobs.runDue(), apps.b.app.jobs.runDue()]);
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
