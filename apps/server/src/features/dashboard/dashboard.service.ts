import {
  type CurrentUser,
  conversionRate,
  type Dashboard,
  type DashboardAgentRow,
  type DataScope,
  isOpenSale,
  isRoot,
  isSubscribedOrLater,
  MAX_DASHBOARD_AGENTS,
  monthInFrance,
  SALE_STATUSES,
  type SaleStatus,
  type StatusCounts,
  SUBSCRIBED_OR_LATER_STATUSES,
} from '@brokerage/shared';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sales, users } from '@/db/schema/index.ts';
import { saleScope } from '@/features/ventes/ventes-access.service.ts';

/**
 * The home page's figures (issue 9), from two grouped SQL aggregates rather than pages of the list, run
 * side by side: this month's sales in the caller's scope grouped by seller (with their name) and status (one
 * range scan of the (scope, created_at) indexes), and the caller's own open sales by status. Definitions: packages/shared/src/dashboard/.
 */

const subscribedOrLater = sql.join(
  SUBSCRIBED_OR_LATER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const isSubscribed = sql`${sales.status} in (${subscribedOrLater})`;

const emptyCounts = (): StatusCounts =>
  Object.fromEntries(SALE_STATUSES.map((status) => [status, 0])) as StatusCounts;

/** Managers see a table per agent: anyone whose scope is wider than their own sales. */
const effectiveScope = (actor: CurrentUser): DataScope => (isRoot(actor) ? 'all' : actor.role.dataScope);

interface SellerStatusRow {
  sellerId: string | null;
  firstName: string | null;
  lastName: string | null;
  status: SaleStatus;
  sales: number;
  quoted: number;
  monthlyCents: number;
  yearlyCents: number;
}

/** This month's sales in scope, one row per (seller, status) with the counts and sums each figure needs. */
const monthRows = (db: Executor, actor: CurrentUser, from: Date, to: Date): Promise<SellerStatusRow[]> =>
  db
    .select({
      sellerId: sales.sellerId,
      firstName: users.firstName,
      lastName: users.lastName,
      status: sales.status,
      sales: sql<number>`count(*)::int`,
      quoted: sql<number>`(count(*) filter (where ${sales.quoteHash} is not null))::int`,
      monthlyCents: sql<number>`coalesce(sum(${sales.monthlyPremiumCents}) filter (where ${isSubscribed}), 0)::int`,
      yearlyCents: sql<number>`coalesce(sum(${sales.yearlyPremiumCents}) filter (where ${isSubscribed}), 0)::int`,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.sellerId))
    .where(
      and(isNull(sales.deletedAt), gte(sales.createdAt, from), lt(sales.createdAt, to), saleScope(actor)),
    )
    .groupBy(sales.sellerId, users.firstName, users.lastName, sales.status);

const ownPipeline = async (db: Executor, actor: CurrentUser): Promise<StatusCounts> => {
  const openStatuses = SALE_STATUSES.filter(isOpenSale);
  const rows = await db
    .select({ status: sales.status, count: sql<number>`count(*)::int` })
    .from(sales)
    .where(and(isNull(sales.deletedAt), eq(sales.sellerId, actor.id), inArray(sales.status, openStatuses)))
    .groupBy(sales.status);
  const pipeline = emptyCounts();
  for (const row of rows) pipeline[row.status] = row.count;
  return pipeline;
};

/** Per seller, best monthly premium first, then most sales, then id (a stable order). */
const agentTable = (rows: SellerStatusRow[]) => {
  const bySeller = new Map<string, DashboardAgentRow>();
  for (const row of rows) {
    if (!row.sellerId) continue;
    const entry = bySeller.get(row.sellerId) ?? {
      seller: { id: row.sellerId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
      sales: 0,
      subscribed: 0,
      monthlyPremiumCents: 0,
      yearlyPremiumCents: 0,
    };
    entry.sales += row.sales;
    if (isSubscribedOrLater(row.status)) entry.subscribed += row.sales;
    entry.monthlyPremiumCents += row.monthlyCents;
    entry.yearlyPremiumCents += row.yearlyCents;
    bySeller.set(row.sellerId, entry);
  }
  const ranked = [...bySeller.values()].sort(
    (left, right) =>
      right.monthlyPremiumCents - left.monthlyPremiumCents ||
      right.sales - left.sales ||
      left.seller.id.localeCompare(right.seller.id),
  );
  return { agents: ranked.slice(0, MAX_DASHBOARD_AGENTS), truncated: ranked.length > MAX_DASHBOARD_AGENTS };
};

export const readDashboard = async ({
  db,
  actor,
  now = new Date(),
}: {
  db: Executor;
  actor: CurrentUser;
  now?: Date;
}): Promise<Dashboard> => {
  const period = monthInFrance(now);
  const scope = effectiveScope(actor);
  const [rows, pipeline] = await Promise.all([
    monthRows(db, actor, period.from, period.to),
    ownPipeline(db, actor),
  ]);

  const salesByStatus = emptyCounts();
  let quoted = 0;
  let monthlyCents = 0;
  let yearlyCents = 0;
  for (const row of rows) {
    salesByStatus[row.status] += row.sales;
    quoted += row.quoted;
    monthlyCents += row.monthlyCents;
    yearlyCents += row.yearlyCents;
  }
  const subscribedSales = SUBSCRIBED_OR_LATER_STATUSES.reduce(
    (total, status) => total + salesByStatus[status],
    0,
  );
  const table = scope === 'own' ? null : agentTable(rows);

  return {
    period: { month: period.month, from: period.from.toISOString(), to: period.to.toISOString() },
    scope,
    salesByStatus,
    totalSales: SALE_STATUSES.reduce((total, status) => total + salesByStatus[status], 0),
    premiums: { subscribedSales, monthlyCents, yearlyCents },
    conversion: { quoted, subscribed: subscribedSales, rate: conversionRate(quoted, subscribedSales) },
    pipeline,
    agents: table?.agents ?? null,
    agentsTruncated: table?.truncated ?? false,
  };
};
