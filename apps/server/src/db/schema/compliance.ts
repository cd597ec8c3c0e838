import type { RetentionRules, RetentionRunDeletions } from '@brokerage/shared';
import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';

/**
 * One run of the daily retention job (issue 11 "Retention"): when it ran, the rules it applied and what it
 * deleted — recordings (file, sale, reason) and purged prospects (customer, sales) — by id, never by name, so
 * the log itself keeps no personal data. Written once at the end of a run; never edited.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: id(),
    /** The application clock's time of the run: what the rules were evaluated against. */
    ranAt: moment().notNull(),
    finishedAt: moment().notNull(),
    rules: jsonb().$type<RetentionRules>().notNull(),
    recordingsDeleted: integer().notNull(),
    prospectsPurged: integer().notNull(),
    deletions: jsonb().$type<RetentionRunDeletions>().notNull(),
  },
  (table) => [index('retention_runs_ran_at_idx').on(table.ranAt, table.id)],
);
