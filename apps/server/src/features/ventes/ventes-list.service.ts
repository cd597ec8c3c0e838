import {
  type CurrentUser,
  type ListResponse,
  SALE_STATUSES,
  type Sale,
  type SaleListQuery,
  type SaleStatus,
} from '@brokerage/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, sales, teams, users } from '@/db/schema/index.ts';
import { jsonPageColumns, jsonPageOf } from '@/platform/json-pages.ts';
import {
  executePrepared,
  filterKeyOf,
  fromBoundary,
  limitOffset,
  literalLimit,
  orderOf,
  type PageBoundary,
  pageBoundaryOf,
  rememberPageBoundaries,
  totalOf,
} from '@/platform/lists.ts';
import { SALE_SORT_COLUMNS, saleListWhere } from './ventes-filters.service.ts';
import { saleRecordJson } from './ventes-read.service.ts';

/** Without `sort` the list shows the newest sales first. */
const DEFAULT_SORT = { column: sales.createdAt, order: 'desc' } as const;

/** The ORDER BY of the list and its direction (the sort column always ends with `id` as tie-breaker). */
export const saleListOrder = (query: Pick<SaleListQuery, 'sort' | 'order'>) => ({
  order: orderOf(query, SALE_SORT_COLUMNS, DEFAULT_SORT, sales.id),
  column: query.sort ? SALE_SORT_COLUMNS[query.sort] : DEFAULT_SORT.column,
  direction: query.sort ? query.order : DEFAULT_SORT.order,
});

/**
 * `GET /ventes`: a page of the live sales of the actor's scope matching the filters, with seller, team and
 * customer. Deferred join as in the users list: the page's ids come from a (filter, created_at, id) index alone,
 * then only those rows are joined and written as JSON by PostgreSQL. Totals above EXACT_COUNT_LIMIT are the
 * planner's estimate; pages of such a large list already served are found again from their first row
 * (`pageBoundaryOf`) instead of an OFFSET, except for the premium sort (nullable, so no seek by row value).
 */
export const findSales = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: SaleListQuery;
}): Promise<ListResponse<Sale>> => {
  const where = saleListWhere(actor, query);
  const { limit, offset } = limitOffset(query);
  const { order, column, direction } = saleListOrder(query);
  const seekable = query.sort !== 'monthlyPremium';
  const listKey = `${filterKeyOf(db, sales, where)}\u0000${query.sort ?? ''} ${direction} ${query.pageSize}`;
  const remembered = seekable ? pageBoundaryOf(listKey, query.page) : undefined;

  const pageRows = (boundary: PageBoundary | undefined) => {
    const seeks = boundary !== undefined || offset === 0;
    const pageIds = db
      .select({ pageId: sql<string>`${sales.id}`.as('page_id') })
      .from(sales)
      .where(boundary ? and(where, fromBoundary(sales, [column, sales.id], boundary, direction)) : where)
      .orderBy(...order)
      .limit(seeks ? literalLimit(limit) : limit)
      .offset(seeks ? (sql.raw('0') as unknown as number) : offset)
      .as('page_ids');
    const page = db
      .select(jsonPageColumns(saleRecordJson, sales.id, order))
      .from(sales)
      .innerJoin(pageIds, eq(pageIds.pageId, sales.id))
      .leftJoin(users, eq(users.id, sales.sellerId))
      .leftJoin(teams, eq(teams.id, sales.teamId))
      .leftJoin(customers, eq(customers.id, sales.customerId));
    return (seeks ? executePrepared(page) : page).then(([aggregate]) => aggregate);
  };
  let [rows, total] = await Promise.all([pageRows(remembered), totalOf(db, sales, where)]);
  // The boundary row was deleted since: count from the start again.
  if (remembered && !rows?.rowCount) rows = await pageRows(undefined);
  const pageJson = rows ?? { dataJson: '[]', rowCount: 0, firstId: null, lastId: null };
  if (total.totalIsEstimate && seekable)
    rememberPageBoundaries(listKey, query.page, pageJson.firstId ?? undefined, pageJson.lastId ?? undefined);
  return jsonPageOf<Sale>(pageJson, total, query);
};

/**
 * `GET /ventes/status-counts`: how many sales of the list's filters (without `status`) are in each status, for
 * the tabs. Each status is counted like a list total: exactly up to EXACT_COUNT_LIMIT (a bounded walk of the
 * (status, created_at, id) index), beyond that the planner's estimate, so the tabs stay fast on a million sales.
 */
export const countSalesByStatus = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: Omit<SaleListQuery, 'page' | 'pageSize' | 'order'>;
}): Promise<Record<SaleStatus, number>> => {
  const where: SQL | undefined = saleListWhere(actor, query, { withoutStatus: true });
  const totals = await Promise.all(
    SALE_STATUSES.map((status) => totalOf(db, sales, and(where, eq(sales.status, status)))),
  );
  return Object.fromEntries(
    SALE_STATUSES.map((status, index) => [status, totals[index]?.total ?? 0]),
  ) as Record<SaleStatus, number>;
};
