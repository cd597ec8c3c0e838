import { EXACT_COUNT_LIMIT } from '@brokerage/shared';
import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { listChanges } from '@/db/schema/index.ts';

/**
 * Exact totals (up to EXACT_COUNT_LIMIT), counted once per filter and reused while nothing they count has changed.
 * Counting up to EXACT_COUNT_LIMIT rows costs about a millisecond of PostgreSQL; a team's list paid it on every page.
 *
 * A total is kept with the snapshot its count ran in (`pg_current_snapshot()`). The next page of the same filter
 * asks, in its own query (`changedSinceSql`), whether a transaction that snapshot could not see has written one of
 * the list's tables since: `list_changes` holds one row per writing transaction and table, written by a trigger
 * (migration 0021), so no write path can forget it. Only a committed writer's row is visible, an aborted one's
 * never, so the answer does not depend on the order of commits, holds in any number of instances, and a write is
 * seen by the next page of every filter. Not seen: writes made with the triggers off (`session_replication_role =
 * replica`, a restore with triggers disabled) and snapshots from another database (a failover to a server whose
 * transaction ids are behind): such a total is late by at most EXACT_TOTAL_TTL_MS (docs/decisions.md).
 */

/** How long a counted total may be reused; well under the hour `list_changes` rows are kept (admin cleanups). */
const EXACT_TOTAL_TTL_MS = 5 * 60_000;
const MAX_EXACT_TOTALS = 500;

export interface CountedTotal {
  total: number;
  /** The snapshot the count ran in, as `pg_current_snapshot()::text` writes it. */
  snapshot: string;
}

const exactTotals = new Map<string, CountedTotal & { expiresAt: number }>();

/** The exact total counted for `filterKey` less than EXACT_TOTAL_TTL_MS ago, to be checked by `changedSinceSql`. */
export const knownExactTotal = (filterKey: string): CountedTotal | undefined => {
  const entry = exactTotals.get(filterKey);
  return entry && entry.expiresAt > Date.now() ? { total: entry.total, snapshot: entry.snapshot } : undefined;
};

export const rememberExactTotal = (filterKey: string, counted: CountedTotal) => {
  if (exactTotals.size >= MAX_EXACT_TOTALS) exactTotals.clear();
  exactTotals.set(filterKey, { ...counted, expiresAt: Date.now() + EXACT_TOTAL_TTL_MS });
};

export const forgetExactTotal = (filterKey: string) => exactTotals.delete(filterKey);

export const forgetExactTotals = () => exactTotals.clear();

/**
 * True when a transaction that `snapshot` (text, or null for "no total known") could not see has written one of
 * the `sources` tables since: a committed one, since no other's row is visible. Writers older than the snapshot's xmin were
 * all visible to it, so only the newest rows of the primary key are read.
 */
export const changedSinceSql = (sources: readonly PgTable[], snapshot: SQL): SQL<boolean> =>
  sql<boolean>`case when ${snapshot}::text is null then true else exists (
    select 1 from ${listChanges}
    where ${listChanges.source} in (${sql.join(
      sources.map((source) => sql`${getTableName(source)}`),
      sql`, `,
    )})
      and ${listChanges.xid} >= pg_snapshot_xmin(${snapshot}::pg_snapshot)::text::bigint
      and not pg_visible_in_snapshot(${listChanges.xid}::text::xid8, ${snapshot}::pg_snapshot)
  ) end`;

/**
 * The rows of `table` matching `where`, counted up to one more than EXACT_COUNT_LIMIT, with the snapshot the count
 * saw (one statement, so one snapshot).
 */
export const boundedCountWithSnapshotOf = (db: Executor, table: PgTable, where: SQL | undefined) =>
  db.select({ total: count(), snapshot: sql<string>`pg_current_snapshot()::text` }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('bounded'),
  );
