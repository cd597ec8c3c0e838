import type { CurrentUser, DashboardContracts, QcCallBack } from '@brokerage/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { contracts, customers, qualityReviews, sales } from '@/db/schema/index.ts';
import {
  reachCondition,
  SCOPE_PLACEHOLDERS,
  type ScopeColumns,
  type ScopeReach,
  scopePlaceholderValuesOf,
  scopeReachOf,
} from '@/platform/data-scope.ts';
import { placeholderSql, statementOf } from '@/platform/statements.ts';

/** How many of the latest contracts the dashboard lists. */
const RECENT_CONTRACTS = 5;

const CONTRACT_SCOPE: ScopeColumns = {
  owner: contracts.sellerId,
  team: contracts.teamId,
  company: contracts.companyId,
};

const customerName = sql<
  string | null
>`case when ${customers.id} is null then null else ${customers.firstName} || ' ' || ${customers.lastName} end`;

const buildContractTotals = (db: Executor, reach: ScopeReach) =>
  db
    .select({
      active: sql<number>`(count(*) filter (where ${contracts.status} = 'active'))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${contracts.validatedAt} >= ${placeholderSql('from')}::timestamptz and ${contracts.validatedAt} < ${placeholderSql('to')}::timestamptz))::int`,
      activeMonthlyPremiumCents: sql<number>`coalesce(sum(${contracts.monthlyPremiumCents}) filter (where ${contracts.status} = 'active'), 0)::int`,
    })
    .from(contracts)
    .where(reachCondition(reach, CONTRACT_SCOPE, SCOPE_PLACEHOLDERS));

const buildRecentContracts = (db: Executor, reach: ScopeReach) =>
  db
    .select({
      id: contracts.id,
      number: contracts.number,
      status: contracts.status,
      customerName,
      productName: contracts.productName,
      monthlyPremiumCents: contracts.monthlyPremiumCents,
      signedAt: contracts.signedAt,
      effectiveDate: contracts.effectiveDate,
    })
    .from(contracts)
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .where(reachCondition(reach, CONTRACT_SCOPE, SCOPE_PLACEHOLDERS))
    .orderBy(desc(contracts.validatedAt), desc(contracts.id))
    .limit(RECENT_CONTRACTS);

/** The contracts of the caller's scope (issue 11): active count and premium, this month's, the latest five. */
export const readDashboardContracts = async (
  db: Executor,
  actor: CurrentUser,
  month: { from: Date; to: Date },
): Promise<DashboardContracts> => {
  const reach = scopeReachOf(actor, CONTRACT_SCOPE);
  const scopeValues = scopePlaceholderValuesOf(actor, reach);
  const [[totals], recent] = await Promise.all([
    statementOf(db, buildContractTotals, reach, { named: true }).execute({
      ...scopeValues,
      from: month.from.toISOString(),
      to: month.to.toISOString(),
    }),
    statementOf(db, buildRecentContracts, reach, { named: true }).execute(scopeValues),
  ]);
  return {
    active: totals?.active ?? 0,
    thisMonth: totals?.thisMonth ?? 0,
    activeMonthlyPremiumCents: totals?.activeMonthlyPremiumCents ?? 0,
    recent: recent.map((row) => ({ ...row, signedAt: row.signedAt.toISOString() })),
  };
};

/**
 * The caller's own call-back tasks: their sales back in the queue (`signed`) whose latest review was rejected
 * with outcome `call_back`. Taking the sale again opens a newer review, which ends the task.
 */
const buildOwnCallBacks = (db: Executor) => {
  // Lateral: the latest review of each of the caller's signed sales only, one probe of (sale_id, taken_at) each,
  // rather than the latest review of every sale ever reviewed.
  const latestReview = db
    .select({
      callBackDueDate: qualityReviews.callBackDueDate,
      callBackNote: qualityReviews.callBackNote,
      rejectionReasons: qualityReviews.rejectionReasons,
      rejectionOutcome: qualityReviews.rejectionOutcome,
      decidedAt: qualityReviews.decidedAt,
    })
    .from(qualityReviews)
    .where(eq(qualityReviews.saleId, sales.id))
    .orderBy(desc(qualityReviews.takenAt), desc(qualityReviews.id))
    .limit(1)
    .as('latest_review');
  return db
    .select({
      saleId: sales.id,
      saleNumber: sales.number,
      customerName,
      dueDate: latestReview.callBackDueDate,
      note: latestReview.callBackNote,
      reasons: latestReview.rejectionReasons,
      decidedAt: latestReview.decidedAt,
    })
    .from(sales)
    .innerJoinLateral(latestReview, sql`true`)
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .where(
      and(
        eq(sales.sellerId, placeholderSql('actorId')),
        eq(sales.status, 'signed'),
        isNull(sales.deletedAt),
        eq(latestReview.rejectionOutcome, 'call_back'),
      ),
    )
    .orderBy(asc(latestReview.callBackDueDate), asc(sales.id))
    .limit(50);
};

export const readOwnCallBacks = async (db: Executor, actor: CurrentUser): Promise<QcCallBack[]> => {
  const rows = await statementOf(db, buildOwnCallBacks, null, { named: true }).execute({ actorId: actor.id });
  return rows.map((row) => ({
    saleId: row.saleId,
    saleNumber: row.saleNumber,
    customerName: row.customerName,
    dueDate: row.dueDate ?? '',
    note: row.note ?? '',
    reasons: row.reasons,
    decidedAt: row.decidedAt?.toISOString() ?? '',
  }));
};
