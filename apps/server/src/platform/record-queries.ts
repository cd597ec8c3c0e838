import { and, asc, desc, max, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { orderOf } from './lists.ts';

/**
 * Throws `clash()` when another row of `table` holds `value` in `column` regardless of case (names and labels
 * that must be unique to a reader); `exceptId` is the row being renamed. The unique index stays the last word
 * under concurrency (see onUniqueViolation).
 */
export const assertTextFree = async ({
  db,
  table,
  idColumn,
  column,
  value,
  exceptId,
  clash,
}: {
  db: Executor;
  table: PgTable;
  idColumn: AnyPgColumn;
  column: AnyPgColumn;
  value: string;
  exceptId?: string | undefined;
  clash: () => Error;
}): Promise<void> => {
  const [taken] = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptId ? ne(idColumn, exceptId) : undefined));
  if (taken) throw clash();
};

/** The display order after the last row of `table` (0 for the first row). */
export const nextOrder = async (db: Executor, table: PgTable, orderColumn: AnyPgColumn): Promise<number> => {
  const [row] = await db.select({ last: max(orderColumn) }).from(table);
  const last = row?.last;
  return typeof last === 'number' ? last + 1 : 0;
};

/**
 * The order of a list whose records have a display position (categories, project objectives): by position,
 * then title and id, unless the query asks for another of the `sortable` columns.
 */
export const positionOrdering = <Sort extends string>(
  query: Parameters<typeof orderOf<Sort>>[0],
  { position, title, id }: { position: AnyPgColumn; title: AnyPgColumn; id: AnyPgColumn },
  sortable: Record<Sort, AnyPgColumn>,
): SQL[] =>
  query.sort === undefined || query.sort === 'order'
    ? [(query.order === 'desc' ? desc : asc)(position), asc(title), asc(id)]
    : orderOf(query, sortable, { column: position }, id);
