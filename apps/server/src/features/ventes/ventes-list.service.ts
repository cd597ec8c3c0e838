import {
  type CurrentUser,
  type ListResponse,
  SALE_STATUSES,
  type Sale,
  type SaleListQuery,
  type SaleStatus,
} from '@brokerage/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, sales, teams, users } from '@/db/schema/index.ts';
import { jsonPageColumns, jsonPageOf } from '@/platform/json-pages.ts';
import {
  EXACT_COUNT_LIMIT,
  estimatedRows,
  executePrepared,
  filterKeyOf,
  fromBoundary,
  limitOffset,
  literalLimit,
  type PageBoundary,
  pageBoundaryOf,
  rememberPageBoundaries,
  totalOf,
} from '@/platform/lists.ts';
import { SALE_SORT_COLUMNS, saleListWhere } from './ventes-filters.service.ts';
import { saleRecordJson } from './ventes-read.service.ts';

/**
 * The ORDER BY of the list, each written to walk an index backwards or forwards instead of sorting a million
 * rows: dates and the premium as (column, id); the number in the database's own collation (its unique index;
 * numbers are ASCII, so no language order applies); the status as (status, created_at, id), newest first within a
 * status when descending. Without `sort`, newest first. `seekable`: a page may start from a remembered row
 * (platform/lists.ts `fromBoundary`), which needs a (non-null column, id) order.
 */
export const saleListOrder = (query: Pick<SaleListQuery, 'sort' | 'order'>) => {
  const direction = query.sort ? query.order : 'desc';
  const by = direction === 'desc' ? desc : asc;
  const sort = query.sort ?? 'createdAt';
  const column = SALE_SORT_COLUMNS[sort];
  const order =
    sort === 'status' ? [by(sales.status), by(sales.createdAt), by(sales.id)] : [by(column), by(sales.id)];
  return { order, column, direction, seekable: sort === 'createdAt' || sort === 'updatedAt' };
};

/**
 * `GET /ventes`: a page of the live sales of the actor's scope matching the filters, with seller, team and
 * customer. Deferred join as in the users list: the page's ids come from a (filter, created_at, id) index alone,
 * then only those rows are joined and written as JSON by PostgreSQL. Totals above EXACT_COUNT_LIMIT are the
 * planner's estimate; pages of such a large list already served, sorted by a date, are found again from their
 * first row (`pageBoundaryOf`) instead of an OFFSET.
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
  const { order, column, direction, seekable } = saleListOrder(query);
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
    // A search is planned per term: a generic plan cannot tell a rare name (few customers, probe their sales)
    // from a common one (walk the date index), and the wrong one reads a million rows.
    return (seeks && !query.search ? executePrepared(page) : page).then(([aggregate]) => aggregate);
  };
  let [rows, total] = await Promise.all([pageRows(remembered), totalOf(db, sales, where)]);
  // The boundary row was deleted since: count from the start again.
  if (remembered && !rows?.rowCount) rows = await pageRows(undefined);
  const pageJson = rows ?? { dataJson: '[]', rowCount: 0, firstId: null, lastId: null };
  if (total.totalIsEstimate && seekable)
    rememberPageBoundaries(listKey, query.page, pageJson.firstId ?? undefined, pageJson.lastId ?? undefined);
  return jsonPageOf<Sale>(pageJson, total, query);
};

/** A filter matching up to this many sales is counted exactly per status in one bounded scan. */
const COUNTS_SCAN_LIMIT = 2 * EXACT_COUNT_LIMIT;

/**
 * `GET /ventes/status-counts`: how many sales of the list's filters (without `status`) are in each status, for
 * the tabs. Up to COUNTS_SCAN_LIMIT matching sales, one bounded scan counts them exactly. Beyond, each status
 * is the planner's estimate (no row read), except a status the planner thinks small, counted like a list total
 * (exact up to EXACT_COUNT_LIMIT): a million sales cost a dozen plans, not a million rows.
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
  const scanned = db
    .select({ status: sales.status })
    .from(sales)
    .where(where)
    .limit(literalLimit(COUNTS_SCAN_LIMIT + 1))
    .as('scanned');
  const grouped = await db
    .select({ status: scanned.status, total: count() })
    .from(scanned)
    .groupBy(scanned.status);
  const counts = Object.fromEntries(SALE_STATUSES.map((status) => [status, 0])) as Record<SaleStatus, number>;
  if (grouped.reduce((sum, row) => sum + row.total, 0) <= COUNTS_SCAN_LIMIT) {
    for (const row of grouped) counts[row.status] = row.total;
    return counts;
  }
  const totals = await Promise.all(
    SALE_STATUSES.map(async (status) => {
      const ofStatus = and(where, eq(sales.status, status));
      const estimate = Math.round(await estimatedRows(db, sales, ofStatus));
      return estimate > EXACT_COUNT_LIMIT ? estimate : (await totalOf(db, sales, ofStatus)).total;
    }),
  );
  SALE_STATUSES.forEach((status, index) => {
    counts[status] = totals[index] ?? 0;
  });
  return counts;
};
