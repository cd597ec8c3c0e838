import type { ListQuery, ListResponse } from '@brokerage/shared';
import { asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** The ORDER BY of a list: the requested sortable column (names in French order), then a stable tie-breaker. */
export const orderOf = <Sort extends string>(
  query: Pick<ListQuery<Sort>, 'sort' | 'order'>,
  sortable: Record<Sort, AnyPgColumn>,
  fallback: { column: AnyPgColumn; order?: 'asc' | 'desc' },
  tieBreaker: AnyPgColumn,
): SQL[] => {
  const direction = query.order === 'desc' ? desc : asc;
  const primary = query.sort
    ? direction(collated(sortable[query.sort]))
    : (fallback.order === 'desc' ? desc : asc)(collated(fallback.column));
  return [primary, asc(tieBreaker)];
};

export const limitOffset = (query: Pick<ListQuery, 'page' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

export const pageOf = <Item>(
  rows: Item[],
  total: number,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
): ListResponse<Item> => ({
  data: rows,
  total,
  page: query.page,
  pageSize: query.pageSize,
});
