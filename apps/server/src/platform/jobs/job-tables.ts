import type { JobState } from '@brokerage/shared';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOBS_SCHEMA } from './pg-boss-queue.ts';

/**
 * pg-boss's own tables, read-only, for listing jobs (`GET /api/admin/jobs`). pg-boss creates and migrates them;
 * they are deliberately not exported from db/schema/index.ts, so drizzle-kit never generates migrations for them.
 * Only the columns the list reads are declared.
 */
const pgboss = pgSchema(JOBS_SCHEMA);

const jobColumns = () => ({
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  /** pg-boss's enum `job_state`; compared to the values of PGBOSS_STATE_OF. */
  state: text('state').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  retryCount: integer('retry_count').notNull(),
  startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  output: jsonb('output'),
});

/** Jobs to run, running, and finished ones until they are archived. */
export const pgbossJob = pgboss.table('job', jobColumns());
/** Finished jobs moved out of the queue table, until pg-boss deletes them. */
export const pgbossArchive = pgboss.table('archive', jobColumns());

/** Our names of the job states (packages/shared jobs.schemas.ts) and pg-boss's. */
export const PGBOSS_STATE_OF: Record<JobState, string> = {
  waiting: 'created',
  running: 'active',
  retry: 'retry',
  done: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

export const jobStateOf = (pgbossState: string): JobState => {
  const found = Object.entries(PGBOSS_STATE_OF).find(([, value]) => value === pgbossState);
  if (!found) throw new Error(`Unknown pg-boss job state "${pgbossState}".`);
  return found[0] as JobState;
};

/**
 * The message of a failed attempt, as pg-boss stores it: the handler's serialised error (`{ message }`), or its
 * own reason (`{ value: 'pg-boss shut down while active' }`, `{ value: { message: 'job failed by timeout…' } }`).
 */
export const jobErrorOf = (output: unknown): string | null => {
  if (!output || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return jobErrorOf(value);
  return null;
};
