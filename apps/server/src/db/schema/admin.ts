import type { CleanupJob } from '@brokerage/shared';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';
import { users } from './users.ts';

/**
 * One run of a cleanup job (issue 12, admin console): which job, when, and how many rows it deleted. Each run
 * forgets the runs older than 30 days, so the table stays small.
 */
export const cleanupRuns = pgTable(
  'cleanup_runs',
  {
    id: id(),
    job: text().$type<CleanupJob>().notNull(),
    ranAt: moment().notNull(),
    finishedAt: moment().notNull(),
    deleted: integer().notNull(),
  },
  (table) => [index('cleanup_runs_job_ran_at_idx').on(table.job, table.ranAt)],
);

/**
 * Sessions an administrator ended, kept until they would have expired: a browser that still presents such a
 * cookie is refused a new session by `/auth/refresh-token` and must sign in again (with its SMS code), rather
 * than silently getting a fresh session from its identity refresh token.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    idHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: moment().notNull().defaultNow(),
    /** When the session would have ended: after that its cookie is gone from the browser too. */
    expiresAt: moment().notNull(),
  },
  (table) => [index('revoked_sessions_expires_at_idx').on(table.expiresAt)],
);
