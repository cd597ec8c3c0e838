import type { ListQuery, ListResponse } from '@brokerage/shared';
import { asc, desc, ilike, or, type SQL } from 'drizzle-orm';
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

/** The ORDER BY of a list: the requested sortable column, then a stable tie-breaker. */
export const orderOf = <Sort extends string>(
  query: Pick<ListQuery<Sort>, 'sort' | 'order'>,
  sortable: Record<Sort, AnyPgColumn>,
  fallback: { column: AnyPgColumn; order?: 'asc' | 'desc' },
  tieBreaker: AnyPgColumn,
): SQL[] => {
  const direction = query.order === 'desc' ? desc : asc;
  const primary = query.sort
    ? direction(sortable[query.sort])
    : (fallback.order === 'desc' ? desc : asc)(fallback.column);
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
