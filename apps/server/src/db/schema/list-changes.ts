import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Which transactions wrote a listed table (`source`, its name): one row per transaction and table, written by a
 * statement trigger (`note_list_change`, migration 0021), so no write path can forget it. A list's cached exact
 * total stays right as long as no transaction its count could not see has written there since
 * (platform/exact-totals.ts). `xid` is the writer's `pg_current_xact_id()`.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    source: text().notNull(),
    xid: bigint({ mode: 'number' }).notNull(),
    changedAt: moment().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.xid] })],
);
