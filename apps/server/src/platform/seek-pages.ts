import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { collated, literalLimit } from './lists.ts';

/**
 * Where a page starts: the id of its first row, or of the last row of the page before. Only the id is kept; the
 * sort value is read back from the row, so timestamps keep their microseconds.
 */
export interface PageBoundary {
  id: string;
  inclusive: boolean;
}

const BOUNDARY_TTL_MS = 60_000;
const MAX_BOUNDARIES = 5_000;

/**
 * The boundaries of the pages of large (estimated) lists already served, so that the next visit of a deep page,
 * or the page after it, seeks its first row in the (sort column, id) index instead of skipping every row before
 * it. Small lists never use them: their OFFSET is cheap and exact. A boundary lives a minute.
 */
const boundaries = new Map<string, { boundary: PageBoundary; expiresAt: number }>();

const boundaryId = (listKey: string, page: number) => `${listKey}\u0000${page}`;

export const forgetPageBoundaries = () => boundaries.clear();

export const pageBoundaryOf = (listKey: string, page: number): PageBoundary | undefined => {
  const entry = boundaries.get(boundaryId(listKey, page));
  return entry && entry.expiresAt > Date.now() ? entry.boundary : undefined;
};

/** Remembers where page `page` starts (its first row) and where the next one does (after its last row). */
export const rememberPageBoundaries = (
  listKey: string,
  page: number,
  { firstId, lastId }: { firstId: string | null; lastId: string | null },
) => {
  if (!firstId || !lastId) return;
  if (boundaries.size >= MAX_BOUNDARIES) boundaries.clear();
  const expiresAt = Date.now() + BOUNDARY_TTL_MS;
  boundaries.set(boundaryId(listKey, page), { boundary: { id: firstId, inclusive: true }, expiresAt });
  if (!boundaries.has(boundaryId(listKey, page + 1)))
    boundaries.set(boundaryId(listKey, page + 1), { boundary: { id: lastId, inclusive: false }, expiresAt });
};

/** `(sort, id) >= (the boundary row's sort, id)` (or `>`, `<=`, `<` by direction and inclusiveness). */
const fromBoundary = (
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

/**
 * How a page's SQL finds its first row: `first`, the list's first page; `offset` skips the rows before the page (a
 * small list, or a large one's page not served yet); `from` and `after`: the remembered boundary row of a large
 * list's page, included or not.
 */
export type PageStart = 'first' | 'from' | 'after' | 'offset';

export const pageStartOf = (boundary: PageBoundary | undefined, offset: number): PageStart =>
  boundary ? (boundary.inclusive ? 'from' : 'after') : offset === 0 ? 'first' : 'offset';

/**
 * The ids of one page, as a subquery the page's rows join on (a deferred join: the page is found in an index
 * alone, and only its rows are read). `order` starts with `seek`'s (sort column, id). Its values are placeholders:
 * `boundaryId` for a page that seeks, `offset` for an OFFSET page.
 */
export const pageIdsOf = (
  db: Executor,
  table: PgTable,
  {
    seek,
    where,
    order,
    direction,
    pageSize,
    start,
  }: {
    seek: readonly [AnyPgColumn, AnyPgColumn];
    where: SQL | undefined;
    order: SQL[];
    direction: 'asc' | 'desc';
    pageSize: number;
    start: PageStart;
  },
) => {
  const boundary =
    start === 'from' || start === 'after'
      ? fromBoundary(
          table,
          seek,
          { id: sql.placeholder('boundaryId'), inclusive: start === 'from' },
          direction,
        )
      : undefined;
  return (
    db
      .select({ pageId: sql<string>`${seek[1]}`.as('page_id') })
      .from(table)
      .where(boundary ? and(where, boundary) : where)
      .orderBy(...order)
      .limit(literalLimit(pageSize))
      // A literal OFFSET 0 keeps the text of a seeking query free of parameters other than its filter's.
      .offset(start === 'offset' ? sql.placeholder('offset') : (sql.raw('0') as unknown as number))
      .as('page_ids')
  );
};

/**
 * A page read from the boundary remembered for it when there is one (`readPage(remembered)`), and read again
 * from the top when that boundary's row has been deleted since.
 */
export const readFromBoundary = async <Page extends { rowCount: number }>(
  remembered: PageBoundary | undefined,
  readPage: (boundary: PageBoundary | undefined) => Promise<Page | undefined>,
): Promise<Page | undefined> => {
  const page = await readPage(remembered);
  return remembered && !page?.rowCount ? readPage(undefined) : page;
};
