import type { RetentionRun, RetentionRunsQuery } from '@brokerage/shared';
import { asc, desc } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { retentionRuns } from '@/db/schema/index.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { now as clockNow } from '@/platform/clock.ts';
import { pagedList } from '@/platform/lists.ts';
import { purgeDueProspects } from './retention-prospects.service.ts';
import { deleteDueRecordings } from './retention-recordings.service.ts';

/** The daily job (registered and scheduled by compliance.routes.ts). */
export const RETENTION_JOB = 'compliance.retention';
/** Every night at 03:15 in France, when nobody sells. */
export const RETENTION_SCHEDULE = { cron: '15 3 * * *', timeZone: 'Europe/Paris' } as const;

type RetentionRunRow = typeof retentionRuns.$inferSelect;

const toRetentionRun = (row: RetentionRunRow): RetentionRun => ({
  id: row.id,
  ranAt: row.ranAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  rules: row.rules,
  recordingsDeleted: row.recordingsDeleted,
  prospectsPurged: row.prospectsPurged,
  deletions: row.deletions,
});

/**
 * One run: reads the `retention` parameter, deletes the recordings that are due, purges the prospects that are
 * due, and logs what it did. Safe to run twice: a second run finds nothing more to delete.
 */
export const runRetention = async ({
  db,
  storage,
}: {
  db: Database;
  storage: ObjectStorage;
}): Promise<RetentionRun> => {
  const ranAt = clockNow();
  const { retention: rules } = await readParameters({ db });
  const recordings = await deleteDueRecordings({ db, storage, rules, now: ranAt });
  const prospects = await purgeDueProspects({ db, storage, rules, now: ranAt });
  const [row] = await db
    .insert(retentionRuns)
    .values({
      ranAt,
      finishedAt: clockNow(),
      rules,
      recordingsDeleted: recordings.length,
      prospectsPurged: prospects.length,
      deletions: { recordings, prospects },
    })
    .returning();
  if (!row) throw new Error('The retention run was not logged.');
  return toRetentionRun(row);
};

/** The runs, newest first (or oldest first when asked). */
export const findRetentionRuns = ({ db, query }: { db: Executor; query: RetentionRunsQuery }) =>
  pagedList({
    db,
    table: retentionRuns,
    where: undefined,
    query,
    readPage: (limit, offset) =>
      db
        .select()
        .from(retentionRuns)
        .orderBy(
          ...(query.sort && query.order === 'asc'
            ? [asc(retentionRuns.ranAt), asc(retentionRuns.id)]
            : [desc(retentionRuns.ranAt), desc(retentionRuns.id)]),
        )
        .limit(limit)
        .offset(offset),
    toItem: toRetentionRun,
  });
