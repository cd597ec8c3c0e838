import type { ListQuery, ListResponse } from '@brokerage/shared';
import { asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
export const containsPattern = (term: string) =>
  `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Matches the search term in any of the columns, case-insensitively; undefined when there is no term. */
export const searchAcross = (term: string | undefined, columns: AnyPgColumn[]): SQL | undefined => {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
};

/**
 * The ORDER BY of a list: the requested sortable column, then the tie-breaker in the same direction, so that a
 * descending page walks a `(column, id)` index backwards instead of sorting.
 */
export const orderOf = <Sort extends string>(
  query: Pick<ListQuery<Sort>, 'sort' | 'order'>,
  sortable: Record<Sort, AnyPgColumn>,
  fallback: { column: AnyPgColumn; order?: 'asc' | 'desc' },
  tieBreaker: AnyPgColumn,
): SQL[] => {
  const direction = (query.sort ? query.order : fallback.order) === 'desc' ? desc : asc;
  const primary = query.sort ? sortable[query.sort] : fallback.column;
  return [direction(primary), direction(tieBreaker)];
};

export const limitOffset = (query: Pick<ListQuery, 'page' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** Above this many matching rows a list reports the planner's estimate instead of counting every row. */
export const EXACT_COUNT_LIMIT = 10_000;
const ESTIMATE_TTL_MS = 60_000;
const MAX_CACHED_ESTIMATES = 500;

export interface ListTotal {
  total: number;
  totalIsEstimate: boolean;
}

/**
 * Large totals, by the SQL text and parameters of their filter. Only estimates are kept (an exact total is
 * cheap by definition), so a write never makes a small list show a stale count; a large one is "about" anyway.
 */
const estimates = new Map<string, { total: number; expiresAt: number }>();

/** Forgets the cached estimates (after bulk writes, or between tests). */
export const forgetListEstimates = () => estimates.clear();

const plannedRows = async (db: Executor, query: SQL): Promise<number> => {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const plan = Object.values(rows[0] ?? {})[0];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
};

/**
 * The total of a filtered list without counting a large table on every page: rows are counted exactly up to
 * EXACT_COUNT_LIMIT (a bounded scan); beyond that the planner's estimate is used, cached per filter for a minute.
 */
export const totalOf = async (db: Executor, table: PgTable, where: SQL | undefined): Promise<ListTotal> => {
  const matching = db.select({ one: sql`1` }).from(table).where(where);
  const { sql: text, params } = matching.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const cached = estimates.get(key);
  if (cached && cached.expiresAt > Date.now()) return { total: cached.total, totalIsEstimate: true };

  const [bounded] = await db
    .select({ total: count() })
    .from(matching.limit(EXACT_COUNT_LIMIT + 1).as('bounded'));
  const exact = bounded?.total ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, totalIsEstimate: false };

  const total = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(await plannedRows(db, matching.getSQL())));
  if (estimates.size >= MAX_CACHED_ESTIMATES) estimates.clear();
  estimates.set(key, { total, expiresAt: Date.now() + ESTIMATE_TTL_MS });
  return { total, totalIsEstimate: true };
};

export const pageOf = <Item>(
  rows: Item[],
  total: number | ListTotal,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
): ListResponse<Item> => {
  const counted = typeof total === 'number' ? { total, totalIsEstimate: false } : total;
  const offset = (query.page - 1) * query.pageSize;
  // A short page is the last one: the exact total is then known, whatever the estimate said.
  const reachedEnd = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
  return {
    data: rows,
    ...(counted.totalIsEstimate && reachedEnd
      ? { total: offset + rows.length, totalIsEstimate: false }
      : counted),
    page: query.page,
    pageSize: query.pageSize,
  };
};
