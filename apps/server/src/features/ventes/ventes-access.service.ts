import type { CurrentUser } from '@brokerage/shared';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sales } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { scopeCondition } from '@/platform/data-scope.ts';

/**
 * Who may see which sale (DESIGN §10): the seller, their team, their company, or everyone, by the role's data
 * scope. Customers and quotes reach a sale only through these two functions, so "an agent cannot read another
 * agent's customer through a sale id" holds in one place.
 */
export const saleScope = (actor: CurrentUser): SQL | undefined =>
  scopeCondition(actor, { owner: sales.sellerId, team: sales.teamId, company: sales.companyId });

/** The live sale `id` if the actor's scope holds it; a sale outside the scope is 404 like a missing one. */
export const findSaleInScope = async (db: Executor, actor: CurrentUser, id: string) => {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), isNull(sales.deletedAt), saleScope(actor)));
  if (!sale) throw notFound('Sale');
  return sale;
};

/**
 * The same, locked (`FOR UPDATE`) for the rest of the transaction: every write to a sale (its own routes, the
 * customer link, the quote and the subscription) starts here, so two steps of one sale never interleave and
 * each reads the status it will move from.
 */
export const lockSaleInScope = async (tx: Executor, actor: CurrentUser, id: string) => {
  const [sale] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), isNull(sales.deletedAt), saleScope(actor)))
    .for('update');
  if (!sale) throw notFound('Sale');
  return sale;
};

export type SaleRow = typeof sales.$inferSelect;
