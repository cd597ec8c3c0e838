import type { Cleanup, CleanupJob, CleanupRun } from '@brokerage/shared';
import { and, desc, eq, gte, lt, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@/db/client.ts';
import { cleanupRuns } from '@/db/schema/index.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { CLEANUPS, type CleanupDefinition } from './admin-cleanups.ts';

/** Runs are kept this long: enough to see that a job runs and what it usually deletes. */
const RUNS_KEPT_MS = 30 * 24 * 3_600_000;

const toCleanupRun = (row: typeof cleanupRuns.$inferSelect): CleanupRun => ({
  id: row.id,
  job: row.job,
  ranAt: row.ranAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  deleted: row.deleted,
});

export const cleanupOf = (job: CleanupJob): CleanupDefinition => {
  const found = CLEANUPS.find((cleanup) => cleanup.job === job);
  if (!found) throw new Error(`No cleanup is defined for ${job}.`);
  return found;
};

/**
 * One run of a cleanup: deletes what is old, then logs the run and forgets runs older than 30 days. Safe to run
 * twice or on two instances: the second finds nothing left to delete.
 */
export const runCleanup = async ({
  db,
  storage,
  log,
  job,
  now = new Date(),
}: {
  db: Database;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  job: CleanupJob;
  now?: Date;
}): Promise<CleanupRun> => {
  const deleted = await cleanupOf(job).run({ db, storage, now, log });
  return db.transaction(async (tx) => {
    await tx
      .delete(cleanupRuns)
      .where(and(eq(cleanupRuns.job, job), lt(cleanupRuns.ranAt, new Date(now.getTime() - RUNS_KEPT_MS))));
    const [row] = await tx
      .insert(cleanupRuns)
      .values({ job, ranAt: now, finishedAt: new Date(), deleted })
      .returning();
    if (!row) throw new Error('The cleanup run was not logged.');
    return toCleanupRun(row);
  });
};

/** Every cleanup with its schedule, its latest run and what it deleted over the runs kept. */
export const listCleanups = async ({ db }: { db: Executor }): Promise<Cleanup[]> => {
  const since = new Date(Date.now() - RUNS_KEPT_MS);
  const [latest, totals] = await Promise.all([
    db
      .selectDistinctOn([cleanupRuns.job])
      .from(cleanupRuns)
      .orderBy(cleanupRuns.job, desc(cleanupRuns.ranAt), desc(cleanupRuns.id)),
    db
      .select({ job: cleanupRuns.job, deleted: sum(cleanupRuns.deleted).mapWith(Number) })
      .from(cleanupRuns)
      .where(gte(cleanupRuns.ranAt, since))
      .groupBy(cleanupRuns.job),
  ]);
  return CLEANUPS.map(({ job, cron, timeZone }) => {
    const last = latest.find((row) => row.job === job);
    return {
      job,
      cron,
      timeZone,
      lastRun: last ? toCleanupRun(last) : null,
      deletedLast30Days: totals.find((row) => row.job === job)?.deleted ?? 0,
    };
  });
};
