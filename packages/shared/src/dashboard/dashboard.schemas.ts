import { z } from 'zod';
import { dataScopeSchema } from '../auth/auth.schemas.ts';
import { dashboardContractsSchema } from '../contracts/contracts.schemas.ts';
import { qcCallBackSchema } from '../quality/quality.schemas.ts';
import { SALE_STATUSES } from '../ventes/ventes.rules.ts';

/** `GET /api/dashboard` (issue 9): one answer with every figure of the home page, computed by SQL aggregates. */

const count = z.number().int().min(0);
const cents = z.number().int();

export const statusCountsSchema = z.object(
  Object.fromEntries(SALE_STATUSES.map((status) => [status, count])) as Record<
    (typeof SALE_STATUSES)[number],
    typeof count
  >,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const dashboardAgentRowSchema = z.object({
  seller: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  /** Sales created this month. */
  sales: count,
  /** Of those, subscribed or later. */
  subscribed: count,
  monthlyPremiumCents: cents,
  yearlyPremiumCents: cents,
});
export type DashboardAgentRow = z.infer<typeof dashboardAgentRowSchema>;

export const MAX_DASHBOARD_AGENTS = 50;

export const dashboardSchema = z.object({
  /** The calendar month in Europe/Paris: `YYYY-MM`, and its bounds as ISO instants. */
  period: z.object({ month: z.string(), from: z.string(), to: z.string() }),
  /** The caller's data scope: every figure but `pipeline` covers the sales this scope sees. */
  scope: dataScopeSchema,
  /** This month's sales (created this month) by their current status. */
  salesByStatus: statusCountsSchema,
  totalSales: count,
  /** Sums of the offers of this month's sales that are subscribed or later. */
  premiums: z.object({ subscribedSales: count, monthlyCents: cents, yearlyCents: cents }),
  /** This month's sales that got a quote, and how many of those were subscribed; rate 0..1 or null. */
  conversion: z.object({ quoted: count, subscribed: count, rate: z.number().min(0).max(1).nullable() }),
  /** The caller's own open sales (any month) by status: what is on their desk. */
  pipeline: statusCountsSchema,
  /**
   * For a team, company or global scope: this month per seller, best premium first, at most
   * `MAX_DASHBOARD_AGENTS` rows; null for an agent (own scope), who sees only themselves.
   */
  agents: z.array(dashboardAgentRowSchema).nullable(),
  agentsTruncated: z.boolean(),
  /** Contracts in the caller's scope (issue 11). */
  contracts: dashboardContractsSchema,
  /** The caller's own open call-back tasks from quality control, soonest due first (issue 11). */
  callBacks: z.array(qcCallBackSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
