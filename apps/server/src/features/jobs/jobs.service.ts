import { JOB_STATES, type Job, type JobQueueCounts, type JobsQuery } from '@brokerage/shared';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import {
  jobErrorOf,
  jobStateOf,
  PGBOSS_STATE_OF,
  pgbossArchive,
  pgbossJob,
} from '@/platform/jobs/job-tables.ts';
import { containsPattern, limitOffset, pageOf } from '@/platform/lists.ts';

/** The columns the list reads, from the queue table or its archive (the same columns). */
const columnsOf = (table: typeof pgbossJob | typeof pgbossArchive) => ({
  id: table.id,
  name: table.name,
  state: table.state,
  retryLimit: table.retryLimit,
  retryCount: table.retryCount,
  startAfter: table.startAfter,
  startedOn: table.startedOn,
  createdOn: table.createdOn,
  completedOn: table.completedOn,
  output: table.output,
});
type JobRow = typeof pgbossJob.$inferSelect;

const toJob = (row: JobRow): Job => {
  const state = jobStateOf(row.state);
  return {
    id: row.id,
    name: row.name,
    state,
    // pg-boss counts retries when an attempt after the first starts.
    attempts: row.startedOn ? row.retryCount + 1 : 0,
    retryLimit: row.retryLimit,
    error: state === 'done' ? null : jobErrorOf(row.output),
    createdAt: row.createdOn.toISOString(),
    startAfter: row.startAfter.toISOString(),
    startedAt: row.startedOn?.toISOString() ?? null,
    completedAt: row.completedOn?.toISOString() ?? null,
  };
};

/** A page of the jobs, live and archived, newest first unless sorted by name. */
export const findJobs = async ({ db, query }: { db: Executor; query: JobsQuery }) => {
  const jobs = db
    .select(columnsOf(pgbossJob))
    .from(pgbossJob)
    .unionAll(db.select(columnsOf(pgbossArchive)).from(pgbossArchive))
    .as('jobs');
  const where = and(
    query.state ? eq(jobs.state, PGBOSS_STATE_OF[query.state]) : undefined,
    query.name ? eq(jobs.name, query.name) : undefined,
    query.search ? ilike(jobs.name, containsPattern(query.search)) : undefined,
  );
  const direction = (query.sort ? query.order : 'desc') === 'desc' ? desc : asc;
  const sortColumn = query.sort === 'name' ? jobs.name : jobs.createdOn;
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(direction(sortColumn), direction(jobs.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return pageOf(rows.map(toJob), totals?.total ?? 0, query);
};

/** Jobs in the queue (not yet archived) by name and state; every registered job is listed, idle ones with zeros. */
export const countJobsByQueue = async ({
  db,
  names,
}: {
  db: Executor;
  names: readonly string[];
}): Promise<JobQueueCounts[]> => {
  const rows = await db
    .select({ name: pgbossJob.name, state: pgbossJob.state, jobs: count() })
    .from(pgbossJob)
    .groupBy(pgbossJob.name, pgbossJob.state);
  const zero = (): JobQueueCounts['counts'] =>
    Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobQueueCounts['counts'];
  const byName = new Map<string, JobQueueCounts['counts']>(names.map((name) => [name, zero()]));
  for (const row of rows) {
    const counts = byName.get(row.name) ?? zero();
    counts[jobStateOf(row.state)] += row.jobs;
    byName.set(row.name, counts);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, counts]) => ({ name, counts }));
};
