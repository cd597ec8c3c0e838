import {
  type CurrentUser,
  conversionRate,
  type Dashboard,
  type DashboardAgentRow,
  type DataScope,
  isOpenSale,
  isRoot,
  MAX_DASHBOARD_AGENTS,
  monthInFrance,
  SALE_STATUSES,
  type SaleStatus,
  type StatusCounts,
  SUBSCRIBED_OR_LATER_STATUSES,
} from '@brokerage/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sales, users } from '@/db/schema/index.ts';
import {
  reachCondition,
  SCOPE_PLACEHOLDERS,
  type ScopeColumns,
  type ScopeReach,
  scopePlaceholderValuesOf,
  scopeReachOf,
} from '@/platform/data-scope.ts';
import { placeholderSql, statementOf } from '@/platform/statements.ts';
import { readDashboardContracts, readOwnCallBacks } from './dashboard-contracts.service.ts';

/**
 * The home page's figures (issue 9), from two grouped SQL aggregates rather than pages of the list: this
 * month's sales in the caller's scope grouped by seller and status (one range scan of the (scope, created_at)
 * indexes), and the caller's own open sales by status. Definitions: packages/shared/src/dashboard/. Each query
 * is built and prepared once per shape (`statementOf`, as the lists): a request only supplies its values.
 */

const SALE_SCOPE: ScopeColumns = { owner: sales.sellerId, team: sales.teamId, company: sales.companyId };

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
  status: SaleStatus;
  sales: number;
  quoted: number;
  monthlyCents: number;
  yearlyCents: number;
}

/** This month's sales in scope, one row per (seller, status) with the counts and sums each figure needs. */
const buildMonthRows = (db: Executor, reach: ScopeReach) =>
  db
    .select({
      sellerId: sales.sellerId,
      status: sales.status,
      sales: sql<number>`count(*)::int`,
      quoted: sql<number>`(count(*) filter (where ${sales.quoteHash} is not null))::int`,
      monthlyCents: sql<number>`coalesce(sum(${sales.monthlyPremiumCents}) filter (where ${isSubscribed}), 0)::int`,
      yearlyCents: sql<number>`coalesce(sum(${sales.yearlyPremiumCents}) filter (where ${isSubscribed}), 0)::int`,
    })
    .from(sales)
    .where(
      and(
        isNull(sales.deletedAt),
        sql`${sales.createdAt} >= ${placeholderSql('from')}::timestamptz`,
        sql`${sales.createdAt} < ${placeholderSql('to')}::timestamptz`,
        reachCondition(reach, SALE_SCOPE, SCOPE_PLACEHOLDERS),
      ),
    )
    .groupBy(sales.sellerId, sales.status);

const monthRows = (db: Executor, actor: CurrentUser, from: Date, to: Date): Promise<SellerStatusRow[]> => {
  const reach = scopeReachOf(actor, SALE_SCOPE);
  return statementOf(db, buildMonthRows, reach, { named: true }).execute({
    ...scopePlaceholderValuesOf(actor, reach),
    from: from.toISOString(),
    to: to.toISOString(),
  });
};

const buildOwnPipeline = (db: Executor) =>
  db
    .select({ status: sales.status, count: sql<number>`count(*)::int` })
    .from(sales)
    .where(
      and(
        isNull(sales.deletedAt),
        eq(sales.sellerId, placeholderSql('actorId')),
        inArray(sales.status, SALE_STATUSES.filter(isOpenSale)),
      ),
    )
    .groupBy(sales.status);

const ownPipeline = async (db: Executor, actor: CurrentUser): Promise<StatusCounts> => {
  const rows = await statementOf(db, buildOwnPipeline, null, { named: true }).execute({ actorId: actor.id });
  const pipeline = emptyCounts();
  for (const row of rows) pipeline[row.status] = row.count;
  return pipeline;
};

const buildSellerNames = (db: Executor) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} = any(${placeholderSql('ids')}::uuid[])`);

/**
 * Per seller, best monthly premium first, then most sales; names are read for the rows shown only (joining the
 * users before grouping cost 3.5× the aggregate over a month of a million-sale base).
 */
const agentTable = async (db: Executor, rows: SellerStatusRow[]) => {
  const bySeller = new Map<string, Omit<DashboardAgentRow, 'seller'>>();
  for (const row of rows) {
    if (!row.sellerId) continue;
    const entry = bySeller.get(row.sellerId) ?? {
      sales: 0,
      subscribed: 0,
      monthlyPremiumCents: 0,
      yearlyPremiumCents: 0,
    };
    entry.sales += row.sales;
    if (SUBSCRIBED_OR_LATER_STATUSES.includes(row.status)) {
      entry.subscribed += row.sales;
    }
    entry.monthlyPremiumCents += row.monthlyCents;
    entry.yearlyPremiumCents += row.yearlyCents;
    bySeller.set(row.sellerId, entry);
  }
  const ranked = [...bySeller.entries()].sort(
    ([leftId, left], [rightId, right]) =>
      right.monthlyPremiumCents - left.monthlyPremiumCents ||
      right.sales - left.sales ||
      leftId.localeCompare(rightId),
  );
  const shown = ranked.slice(0, MAX_DASHBOARD_AGENTS);
  const names =
    shown.length === 0
      ? []
      : await statementOf(db, buildSellerNames, null, { named: true }).execute({
          ids: `{${shown.map(([id]) => id).join(',')}}`,
        });
  const nameOf = new Map(names.map((user) => [user.id, user]));
  return {
    agents: shown.map(([id, figures]) => ({
      seller: nameOf.get(id) ?? { id, firstName: '', lastName: '' },
      ...figures,
    })),
    truncated: ranked.length > shown.length,
  };
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
  const [rows, pipeline, contractFigures, callBacks] = await Promise.all([
    monthRows(db, actor, period.from, period.to),
    ownPipeline(db, actor),
    readDashboardContracts(db, actor, period),
    readOwnCallBacks(db, actor),
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
  const table = scope === 'own' ? null : await agentTable(db, rows);

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
    contracts: contractFigures,
    callBacks,
  };
};
