import type { ListQuery, ListResponse } from '@brokerage/shared';
import { asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';

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
export const collated = (column: AnyPgColumn): AnyPgColumn | SQL =>
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

/** A list's total: exact, or the planner's estimate for a large list (platform/list-totals.ts). */
export interface ListTotal {
  total: number;
  totalIsEstimate: boolean;
}

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
