import { EXACT_COUNT_LIMIT } from '@brokerage/shared';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import {
  type CountedTotal,
  forgetExactTotal,
  forgetExactTotals,
  rememberExactTotal,
} from './exact-totals.ts';
import type { ListTotal } from './lists.ts';
import { forgetPageBoundaries } from './seek-pages.ts';

const ESTIMATE_TTL_MS = 60_000;
const MAX_CACHED_ESTIMATES = 500;

/**
 * Large totals, by the SQL text and parameters of their filter. Only estimates are kept (an exact total is
 * cheap by definition), so a write never makes a small list show a stale count; a large one is "about" anyway.
 */
const estimates = new Map<string, { total: number; expiresAt: number }>();

/** Forgets the cached estimates, exact totals and page boundaries (after bulk writes, or between tests). */
export const forgetListEstimates = () => {
  estimates.clear();
  forgetPageBoundaries();
  forgetExactTotals();
};

/** One filter of one table, as the SQL text and parameters of its WHERE. */
const filterKeyOf = (db: Executor, table: PgTable, where: SQL | undefined) => {
  const { sql: text, params } = db.select({ one: sql`1` }).from(table).where(where).toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
};

const plannedRows = async (db: Executor, query: SQL): Promise<number> => {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const plan = Object.values(rows[0] ?? {})[0];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
};

/** The planner's estimate of the rows of `table` matching `where`: no row is read. */
export const estimatedRows = (db: Executor, table: PgTable, where: SQL | undefined): Promise<number> =>
  plannedRows(db, db.select({ one: sql`1` }).from(table).where(where).getSQL());

/**
 * The total of a filtered list without counting a large table on every page: rows are counted exactly up to
 * EXACT_COUNT_LIMIT (a bounded scan); beyond that the planner's estimate is used, cached per filter for a minute.
 */
export const totalOf = async (db: Executor, table: PgTable, where: SQL | undefined): Promise<ListTotal> => {
  // A fresh builder each time: `.limit()` changes the builder it is called on, and the estimate must plan the
  // unbounded query (with the bound, the planner answers EXACT_COUNT_LIMIT + 1 whatever the list's size).
  const matching = () => db.select({ one: sql`1` }).from(table).where(where);
  const key = filterKeyOf(db, table, where);
  const cached = estimates.get(key);
  if (cached && cached.expiresAt > Date.now()) return { total: cached.total, totalIsEstimate: true };

  const [bounded] = await db.select({ total: count() }).from(
    matching()
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('bounded'),
  );
  const exact = bounded?.total ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, totalIsEstimate: false };

  const total = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(await plannedRows(db, matching().getSQL())));
  if (estimates.size >= MAX_CACHED_ESTIMATES) estimates.clear();
  estimates.set(key, { total, expiresAt: Date.now() + ESTIMATE_TTL_MS });
  return { total, totalIsEstimate: true };
};

/** The rows matching `where`, counted up to one more than EXACT_COUNT_LIMIT: a bounded scan. */
export const boundedCountOf = (db: Executor, table: PgTable, where: SQL | undefined) =>
  db.select({ total: count() }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('bounded'),
  );

export interface TotalCounters {
  /**
   * The matching rows counted up to EXACT_COUNT_LIMIT + 1 (`boundedCountOf`); with the count's snapshot
   * (`boundedCountWithSnapshotOf`), an exact total is kept for the filter's next pages (platform/exact-totals.ts).
   */
  countBounded: () => Promise<number | CountedTotal>;
  /** The planner's estimate of the matching rows (`estimatedRows`). */
  estimate: () => Promise<number>;
}

/**
 * `totalOf` for a list whose statements are built once per shape (`statementOf`): the caller names its filter
 * (`filterKey`: the filter's shape and values, the same for a list of the same rows) and counts with its own
 * prepared statements, so no SQL is rendered to find the cached estimate.
 */
export const totalByKey = async (
  filterKey: string,
  { countBounded, estimate }: TotalCounters,
): Promise<ListTotal> => {
  const cached = estimates.get(filterKey);
  if (cached && cached.expiresAt > Date.now()) return { total: cached.total, totalIsEstimate: true };

  const counted = await countBounded();
  const exact = typeof counted === 'number' ? counted : counted.total;
  if (exact <= EXACT_COUNT_LIMIT) {
    if (typeof counted === 'object') rememberExactTotal(filterKey, counted);
    return { total: exact, totalIsEstimate: false };
  }
  // Grown past the exact limit: its pages stop asking whether the old count still holds.
  forgetExactTotal(filterKey);

  const total = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(await estimate()));
  if (estimates.size >= MAX_CACHED_ESTIMATES) estimates.clear();
  estimates.set(filterKey, { total, expiresAt: Date.now() + ESTIMATE_TTL_MS });
  return { total, totalIsEstimate: true };
};
