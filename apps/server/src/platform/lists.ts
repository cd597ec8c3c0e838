import { createHash } from 'node:crypto';
import { EXACT_COUNT_LIMIT, type ListQuery, type ListResponse } from '@brokerage/shared';
import { asc, count, desc, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import {
  type CountedTotal,
  forgetExactTotal,
  forgetExactTotals,
  rememberExactTotal,
} from './exact-totals.ts';

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
 * Names sort as a French reader expects ('admin' before 'Conseiller', 'Éco' next to 'eco' and before
 * 'Premium'), not by byte value as the embedded database's "C" locale would. ICU's root collation does that
 * and exists both in PGlite and in PostgreSQL built with ICU (as the official packages and images are);
 * `assertNameCollation` checks it at start.
 */
export const NAME_COLLATION = 'und-x-icu';

const TEXT_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar']);

/** A text column under the name collation; other columns (dates, numbers, enums) as they are. */
const collated = (column: AnyPgColumn): AnyPgColumn | SQL =>
  TEXT_COLUMN_TYPES.has(column.columnType)
    ? sql`${column} collate ${sql.identifier(NAME_COLLATION)}`
    : column;

/** Fails fast, with a message, when the database lacks the collation lists sort names with. */
export const assertNameCollation = async (db: { execute: (query: SQL) => Promise<unknown> }) => {
  const result = (await db.execute(
    sql`select 1 as found from pg_collation where collname = ${NAME_COLLATION}`,
  )) as { rows?: unknown[] } | unknown[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  if (rows.length === 0)
    throw new Error(`The database has no "${NAME_COLLATION}" collation: use a PostgreSQL built with ICU.`);
};

/**
 * The ORDER BY of a list: the requested sortable column (names in French order), then the tie-breaker in the
 * same direction, so that a descending page walks a `(column, id)` index backwards instead of sorting.
 */
export const orderOf = <Sort extends string>(
  query: Pick<ListQuery<Sort>, 'sort' | 'order'>,
  sortable: Record<Sort, AnyPgColumn>,
  fallback: { column: AnyPgColumn; order?: 'asc' | 'desc' },
  tieBreaker: AnyPgColumn,
): SQL[] => {
  const direction = (query.sort ? query.order : fallback.order) === 'desc' ? desc : asc;
  const primary = query.sort ? sortable[query.sort] : fallback.column;
  return [direction(collated(primary)), direction(tieBreaker)];
};

export const limitOffset = (query: Pick<ListQuery, 'page' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * A page size written into the SQL text instead of bound: PostgreSQL's generic plan for a `LIMIT $n` is a
 * full scan (it cannot know the limit), for `LIMIT 50` it is the index walk. Safe: the size is a validated
 * integer. Drizzle's `limit()` is typed for numbers and placeholders but renders any SQL it is given.
 */
export const literalLimit = (pageSize: number) => sql.raw(String(Math.trunc(pageSize))) as unknown as number;

/**
 * Runs a query as a named prepared statement, named after its SQL text (values are bound parameters, so one
 * shape is one name): PostgreSQL then plans it once per connection instead of on every request. Only for
 * queries whose generic plan is good (no OFFSET, a literal LIMIT).
 */
export const executePrepared = <Result>(query: {
  toSQL: () => { sql: string };
  prepare: (name: string) => { execute: () => Promise<Result> };
}): Promise<Result> =>
  query
    .prepare(`q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 24)}`)
    .execute();

export { EXACT_COUNT_LIMIT };

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

/** Forgets the cached estimates, exact totals and page boundaries (after bulk writes, or between tests). */
export const forgetListEstimates = () => {
  estimates.clear();
  boundaries.clear();
  forgetExactTotals();
};

/** One filter of one table, as the SQL text and parameters of its WHERE. */
export const filterKeyOf = (db: Executor, table: PgTable, where: SQL | undefined) => {
  const { sql: text, params } = db.select({ one: sql`1` }).from(table).where(where).toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
};

/**
 * Where a page starts: the id of its first row, or of the last row of the page before. Only the id is kept; the
 * sort value is read back from the row, so timestamps keep their microseconds.
 */
export interface PageBoundary {
  id: string;
  inclusive: boolean;
}

/**
 * The boundaries of the pages of large (estimated) lists already served, so that the next visit of a deep page,
 * or the page after it, seeks its first row in the (sort column, id) index instead of skipping every row before
 * it. Small lists never use them: their OFFSET is cheap and exact. A boundary lives a minute, like the estimate.
 */
const boundaries = new Map<string, { boundary: PageBoundary; expiresAt: number }>();

const boundaryId = (listKey: string, page: number) => `${listKey}\u0000${page}`;

export const pageBoundaryOf = (listKey: string, page: number): PageBoundary | undefined => {
  const entry = boundaries.get(boundaryId(listKey, page));
  return entry && entry.expiresAt > Date.now() ? entry.boundary : undefined;
};

export const rememberPageBoundaries = (
  listKey: string,
  page: number,
  first: string | undefined,
  last: string | undefined,
) => {
  if (!first || !last) return;
  if (boundaries.size >= MAX_CACHED_ESTIMATES * 10) boundaries.clear();
  const expiresAt = Date.now() + ESTIMATE_TTL_MS;
  boundaries.set(boundaryId(listKey, page), { boundary: { id: first, inclusive: true }, expiresAt });
  if (!boundaries.has(boundaryId(listKey, page + 1)))
    boundaries.set(boundaryId(listKey, page + 1), { boundary: { id: last, inclusive: false }, expiresAt });
};

/** `(sort, id) >= (the boundary row's sort, id)` (or `>`, `<=`, `<` by direction and inclusiveness). */
export const fromBoundary = (
  table: PgTable,
  [sortColumn, idColumn]: readonly [AnyPgColumn, AnyPgColumn],
  { id, inclusive }: { id: string | SQLWrapper; inclusive: boolean },
  order: 'asc' | 'desc',
): SQL => {
  const operator = sql.raw(`${order === 'desc' ? '<' : '>'}${inclusive ? '=' : ''}`);
  const sortKey = collated(sortColumn);
  // Inside the subquery the same column names resolve to its own FROM: the boundary row. The sort key carries
  // the list's collation on both sides, so the seek agrees with the ORDER BY.
  return sql`(${sortKey}, ${idColumn}) ${operator} (select ${sortKey}, ${idColumn} from ${table} where ${idColumn} = ${id})`;
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

/** The envelope of a page of `rowCount` rows, without its data: total (exact once the end is reached), page, size. */
export const pageMetaOf = (
  rowCount: number,
  total: number | ListTotal,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
): Omit<ListResponse<never>, 'data'> => {
  const counted = typeof total === 'number' ? { total, totalIsEstimate: false } : total;
  const offset = (query.page - 1) * query.pageSize;
  // A short page is the last one: the exact total is then known, whatever the estimate said.
  const reachedEnd = rowCount < query.pageSize && (rowCount > 0 || query.page === 1);
  return {
    ...(counted.totalIsEstimate && reachedEnd
      ? { total: offset + rowCount, totalIsEstimate: false }
      : counted),
    page: query.page,
    pageSize: query.pageSize,
  };
};

export const pageOf = <Item>(
  rows: Item[],
  total: number | ListTotal,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
): ListResponse<Item> => ({ data: rows, ...pageMetaOf(rows.length, total, query) });

/**
 * One page of a list and its exact total under `where`: `readPage(limit, offset)` reads the page's rows (the
 * feature's columns, joins and order, filtered by the same `where`), `toItem` gives each its API shape.
 */
export const pagedList = async <Row, Item>({
  db,
  table,
  where,
  query,
  readPage,
  toItem,
}: {
  db: Executor;
  table: PgTable;
  where: SQL | undefined;
  query: Pick<ListQuery, 'page' | 'pageSize'>;
  readPage: (limit: number, offset: number) => Promise<Row[]>;
  toItem: (row: Row) => Item;
}): Promise<ListResponse<Item>> => {
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    readPage(limit, offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return pageOf(rows.map(toItem), totals?.total ?? 0, query);
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
