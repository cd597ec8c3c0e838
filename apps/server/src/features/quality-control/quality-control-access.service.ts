import { type CurrentUser, isOwnSale, isRoot, qualityErrors, type SaleStatus } from '@brokerage/shared';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { qualityReviews, sales, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import type { AuditActor } from '@/platform/audit.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { qualityControlReach } from '@/platform/data-scope.ts';
import { refuser } from '@/platform/refusals.ts';

const refuse = refuser(qualityErrors);

export type SaleRow = typeof sales.$inferSelect;
export type ReviewRow = typeof qualityReviews.$inferSelect;

/**
 * Quality control's reach (`qualityControlReach`): a reviewer sees every sale of their company whatever their
 * role's data scope; a reader without `quality-control:review` keeps the role's data scope.
 */
export const qcSaleScope = (actor: CurrentUser): SQL | undefined =>
  qualityControlReach(actor, { owner: sales.sellerId, team: sales.teamId, company: sales.companyId });

/** The live sale in the reviewer's reach, locked for the transaction; 404 otherwise, like a missing one. */
export const lockQcSale = async (tx: Executor, actor: CurrentUser, saleId: string): Promise<SaleRow> => {
  const [sale] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), isNull(sales.deletedAt), qcSaleScope(actor)))
    .for('update');
  if (!sale) throw notFound('Sale');
  return sale;
};

/** 403 REVIEW_OWN_SALE: nobody reviews a sale they sold. */
export const assertNotOwnSale = (actor: CurrentUser, sale: SaleRow) => {
  if (isOwnSale(actor.id, sale.sellerId)) {
    throw refuse('REVIEW_OWN_SALE', 'You sold this sale: another reviewer must review it.');
  }
};

/** 409 SALE_NOT_IN_QUALITY_STEP unless the sale is in `expected`. */
export const assertSaleStatus = (sale: SaleRow, expected: SaleStatus) => {
  if (sale.status === expected) return;
  throw refuse('SALE_NOT_IN_QUALITY_STEP', `The sale is ${sale.status}, not ${expected}.`, {
    status: sale.status,
    expected,
  });
};

export const openReviewOf = async (tx: Executor, saleId: string): Promise<ReviewRow | null> => {
  const [review] = await tx
    .select()
    .from(qualityReviews)
    .where(and(eq(qualityReviews.saleId, saleId), eq(qualityReviews.status, 'open')));
  return review ?? null;
};

export const reviewerName = async (tx: Executor, reviewerId: string) => {
  const [reviewer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, reviewerId));
  return reviewer ? `${reviewer.firstName} ${reviewer.lastName}`.trim() : 'another reviewer';
};

/**
 * The sale's open review, held by the actor: the sale must be in `quality_review` (409 otherwise), and a review
 * held by someone else is theirs to finish (409 REVIEW_HELD_BY_OTHER). Root may finish anyone's review.
 */
export const heldReviewOf = async (tx: Executor, actor: CurrentUser, sale: SaleRow): Promise<ReviewRow> => {
  assertSaleStatus(sale, 'quality_review');
  const review = await openReviewOf(tx, sale.id);
  if (!review) {
    throw refuse('SALE_NOT_IN_QUALITY_STEP', 'The sale has no review in progress.', {
      status: sale.status,
      expected: 'quality_review',
    });
  }
  if (review.reviewerId !== actor.id && !isRoot(actor)) {
    const reviewer = await reviewerName(tx, review.reviewerId);
    throw refuse('REVIEW_HELD_BY_OTHER', `${reviewer} is reviewing this sale.`, { reviewer });
  }
  return review;
};

/**
 * Ends the review in progress of a sale that left quality control by another way (the agent marked it lost):
 * `released`, audited, in the caller's transaction. Nothing when no review is open.
 */
export const releaseOpenReviewOf = async (
  tx: Executor,
  { saleId, actor, ip }: { saleId: string; actor: AuditActor; ip: string | undefined },
) => {
  const review = await openReviewOf(tx, saleId);
  if (!review) return;
  await auditedUpdate(tx, {
    table: qualityReviews,
    id: review.id,
    expected: review.version,
    set: { status: 'released', releasedAt: now() },
    current: () => review,
    entity: 'quality_review',
    actor,
    ip,
    before: review,
  });
};
