import {
  type CurrentUser,
  EXACT_COUNT_LIMIT,
  type ListResponse,
  SALE_STATUSES,
  type SaleListItem,
  type SaleListQuery,
  type SaleStatus,
} from '@brokerage/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, sales, teams, users } from '@/db/schema/index.ts';
import { boundedCountWithSnapshotOf, changedSinceSql, knownExactTotal } from '@/platform/exact-totals.ts';
import { EMPTY_JSON_PAGE, jsonPageColumns, jsonPageOf } from '@/platform/json-pages.ts';
import { estimatedRows, totalByKey, totalOf } from '@/platform/list-totals.ts';
import { literalLimit } from '@/platform/lists.ts';
import {
  type PageBoundary,
  type PageStart,
  pageBoundaryOf,
  pageIdsOf,
  pageStartOf,
  readFromBoundary,
  rememberPageBoundaries,
} from '@/platform/seek-pages.ts';
import { placeholderSql, statementOf } from '@/platform/statements.ts';
import {
  matchingCustomersSql,
  plannedOnce,
  SALE_FILTER_PLACEHOLDERS,
  SALE_SORT_COLUMNS,
  type SaleFilterShape,
  type SaleFilterValues,
  saleFilterOf,
  saleFilterSql,
  saleListWhere,
  searchesCustomers,
} from './ventes-filters.service.ts';
import { saleListItemRecord } from './ventes-read.service.ts';

/**
 * The ORDER BY of the list, each written to walk an index backwards or forwards instead of sorting a million
 * rows: dates and the premium as (column, id); the number in the database's own collation (its unique index;
 * numbers are ASCII, so no language order applies); the status as (status, created_at, id), newest first within a
 * status when descending. Without `sort`, newest first. `seekable`: a page may start from a remembered row
 * (platform/seek-pages.ts `fromBoundary`), which needs a (non-null column, id) order.
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

/** What makes the SQL of a page: the filter's shape, the order, the page size and where the page starts. */
interface SalePageShape {
  filter: SaleFilterShape;
  sort: NonNullable<SaleListQuery['sort']> | null;
  direction: 'asc' | 'desc';
  pageSize: number;
  start: PageStart;
}

/**
 * A page's query for one shape, every value a placeholder: the page's ids from a (filter, created_at, id) index
 * alone (deferred join), then only those rows joined and written as JSON by PostgreSQL.
 */
const buildPage = (db: Executor, shape: SalePageShape) => {
  const { order, column } = saleListOrder({ sort: shape.sort ?? undefined, order: shape.direction });
  const pageIds = pageIdsOf(db, sales, {
    seek: [column, sales.id],
    where: saleFilterSql(shape.filter, SALE_FILTER_PLACEHOLDERS),
    order,
    direction: shape.direction,
    pageSize: shape.pageSize,
    start: shape.start,
  });
  return db
    .select({
      ...jsonPageColumns(saleListItemRecord, sales.id, order),
      totalChanged: changedSinceSql(countedTables(shape.filter), placeholderSql('totalSnapshot')),
    })
    .from(sales)
    .innerJoin(pageIds, eq(pageIds.pageId, sales.id))
    .leftJoin(users, eq(users.id, sales.sellerId))
    .leftJoin(teams, eq(teams.id, sales.teamId))
    .leftJoin(customers, eq(customers.id, sales.customerId));
};

const buildCount = (db: Executor, shape: SaleFilterShape) =>
  boundedCountWithSnapshotOf(db, sales, saleFilterSql(shape, SALE_FILTER_PLACEHOLDERS));

/** The tables whose writes can change a filter's total: the sales, and the customers a search matches by name. */
const countedTables = (shape: SaleFilterShape) =>
  searchesCustomers(shape.search) ? [sales, customers] : [sales];

/** Up to this many customers matching a search are looked up once and handed to the page and the total. */
export const GIVEN_CUSTOMERS_LIMIT = 1_000;

/**
 * The matching customers' ids as one `uuid[]` text (at most one more than GIVEN_CUSTOMERS_LIMIT), how many, and the
 * snapshot they were read in: one row, even when none matches.
 */
const buildMatchingCustomers = (db: Executor, search: NonNullable<SaleFilterShape['search']>) => {
  const matching = db
    .select({ id: customers.id })
    .from(customers)
    .where(matchingCustomersSql(search, placeholderSql))
    .limit(literalLimit(GIVEN_CUSTOMERS_LIMIT + 1))
    .as('matching');
  return db
    .select({
      ids: sql<string>`coalesce(array_agg(${matching.id}), '{}')::text`,
      found: sql<number>`count(*)::int`,
      snapshot: sql<string>`pg_current_snapshot()::text`,
    })
    .from(matching);
};

/**
 * A search by customer words or a phone's start with its matching customers looked up first, when they are few: the
 * page and the total then read their sales by id, and the customers' indexes are searched once per request instead of
 * twice (it was most of a name search's cost, docs/performance.md). Many matches keep the subquery: their ids would be
 * a long parameter, and such a search walks the date index anyway. `lookupSnapshot`: the snapshot the customers were
 * read in, which a total counted later must be checked from (a customer renamed in between changes who matches).
 */
const withMatchingCustomers = async (
  db: Executor,
  filter: { shape: SaleFilterShape; values: SaleFilterValues },
): Promise<{ shape: SaleFilterShape; values: SaleFilterValues; lookupSnapshot?: string }> => {
  const search = filter.shape.search;
  if (!searchesCustomers(search)) return filter;
  // Planned per term (unnamed): a rare name probes the indexes, a common one ("example", in every email) reads
  // the table until it has enough; one generic plan would build a bitmap of every customer for the latter.
  const [matching] = await statementOf(db, buildMatchingCustomers, search, { named: false }).execute(
    filter.values,
  );
  if (!matching || matching.found > GIVEN_CUSTOMERS_LIMIT)
    return { ...filter, lookupSnapshot: matching?.snapshot };
  return {
    shape: { ...filter.shape, search: { ...search, customersGiven: true } },
    values: { ...filter.values, customerIds: matching.ids },
    lookupSnapshot: matching.snapshot,
  };
};

/**
 * `GET /ventes`: a page of the live sales of the actor's scope matching the filters, with seller, team and
 * customer. Its queries are built once per shape (`statementOf`, as the users list): a request only fills in its
 * values. Totals above EXACT_COUNT_LIMIT are the planner's estimate; pages of such a large list already served,
 * sorted by a date, are found again from their first row (`pageBoundaryOf`) instead of an OFFSET.
 */
export const findSales = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: SaleListQuery;
}): Promise<ListResponse<SaleListItem>> => {
  const requested = saleFilterOf(actor, query);
  const filterKey = `sales ${JSON.stringify(requested)}`;
  const filter = await withMatchingCustomers(db, requested);
  const { direction, seekable } = saleListOrder(query);
  const listKey = `${filterKey}\u0000${query.sort ?? ''} ${direction} ${query.pageSize}`;
  const remembered = seekable ? pageBoundaryOf(listKey, query.page) : undefined;
  const offset = (query.page - 1) * query.pageSize;

  // A total counted for this filter before is reused unless the page's query says its tables changed since.
  const known = knownExactTotal(filterKey);
  const pageRows = async (boundary: PageBoundary | undefined) => {
    const start = pageStartOf(boundary, offset);
    const shape: SalePageShape = {
      filter: filter.shape,
      sort: query.sort ?? null,
      direction,
      pageSize: query.pageSize,
      start,
    };
    // A search by words in the query is planned per term: a generic plan cannot tell a rare name (few
    // customers, probe their sales) from a common one (walk the date index), and the wrong one reads a million
    // rows. An OFFSET page is planned per offset.
    const named = start !== 'offset' && plannedOnce(filter.shape);
    const [aggregate] = await statementOf(db, buildPage, shape, { named }).execute({
      ...filter.values,
      boundaryId: boundary?.id,
      offset,
      totalSnapshot: known?.snapshot ?? null,
    });
    return aggregate;
  };
  const total = () =>
    totalByKey(filterKey, {
      countBounded: async () => {
        // Planned per filter: a generic plan of a bounded count can read the whole table for a rare date range or
        // premium. Customers given by id are the exception: their sales are always counted through their index.
        const named = filter.shape.search?.customersGiven === true;
        const [bounded] = await statementOf(db, buildCount, filter.shape, { named }).execute(filter.values);
        // Checked from the customers' lookup when there was one: the older snapshot, so a change between the two
        // statements is seen (at worst one count too many, never a stale total).
        return bounded ? { total: bounded.total, snapshot: filter.lookupSnapshot ?? bounded.snapshot } : 0;
      },
      estimate: () => estimatedRows(db, sales, saleFilterSql(filter.shape, filter.values)),
    });
  let [rows, counted] = await Promise.all([
    readFromBoundary(remembered, pageRows),
    known ? undefined : total(),
  ]);
  if (!counted)
    counted = known && !rows?.totalChanged ? { total: known.total, totalIsEstimate: false } : await total();
  const pageJson = rows ?? EMPTY_JSON_PAGE;
  if (counted.totalIsEstimate && seekable) rememberPageBoundaries(listKey, query.page, pageJson);
  return jsonPageOf<SaleListItem>(pageJson, counted, query);
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
