import {
  type ChecklistAnswer,
  type ChecklistAnswerInput,
  checklistAnswerProblems,
  hasChecklistProblems,
  type QcChecklistInput,
  type QcReleaseInput,
  type QcTakeInput,
  type QcWriteResult,
  qualityErrors,
} from '@brokerage/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { qualityReviews } from '@/db/schema/index.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { applySaleTransition } from '@/features/ventes/ventes-transitions.service.ts';
import { auditedInsert, auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import {
  assertNotOwnSale,
  assertSaleStatus,
  heldReviewOf,
  lockQcSale,
  openReviewOf,
  type ReviewRow,
  reviewerName,
  type SaleRow,
} from './quality-control-access.service.ts';
import { readQcSaleDetail, readReview } from './quality-control-read.service.ts';

const refuse = refuser(qualityErrors);

export type QcWriteContext = WriteContext & { saleId: string };

/** The answer of every quality-control write: the review as it now stands and where the sale is. */
export const writeResult = async (
  tx: Executor,
  review: ReviewRow,
  sale: Pick<SaleRow, 'status' | 'version' | 'contractId'>,
): Promise<QcWriteResult> => ({
  review: await readReview(tx, review.id),
  saleStatus: sale.status,
  saleVersion: sale.version,
  contractId: sale.contractId,
});

/** 409 STALE_WRITE's `current`: the review screen as it stands. */
export const currentDetail = (tx: Executor, context: QcWriteContext) => () =>
  readQcSaleDetail(tx, context.actor, context.saleId);

/** The locked sale and the actor's own open review of it, at the `version` the client loaded (409 when stale). */
const heldReviewAt = async (tx: Executor, context: QcWriteContext, version: number | undefined) => {
  const sale = await lockQcSale(tx, context.actor, context.saleId);
  const review = await heldReviewOf(tx, context.actor, sale);
  const current = currentDetail(tx, context);
  await assertVersion(review, version, current);
  return { sale, review, current };
};

/** Answers with their comment trimmed to null; 400 CHECKLIST_ANSWERS_INVALID if they do not fit the checklist. */
export const checkedAnswers = async (
  tx: Executor,
  answers: readonly ChecklistAnswerInput[],
): Promise<ChecklistAnswer[]> => {
  const { qualityChecklist } = await readParameters({ db: tx });
  const normalised = answers.map((answer) => ({
    key: answer.key,
    result: answer.result,
    comment: answer.comment?.trim() || null,
  }));
  const problems = checklistAnswerProblems(qualityChecklist, normalised);
  if (hasChecklistProblems(problems)) {
    throw refuse('CHECKLIST_ANSWERS_INVALID', 'The answers do not fit the checklist.', { ...problems });
  }
  return normalised;
};

/**
 * `POST /quality-control/{saleId}/take`: a signed sale goes to `quality_review` under the caller, with the
 * answers of its previous review carried forward (a call-back or a release keeps them).
 */
export const takeSale = async (context: QcWriteContext & { input: QcTakeInput }): Promise<QcWriteResult> =>
  context.db.transaction(async (tx) => {
    const { actor, ip } = context;
    const sale = await lockQcSale(tx, actor, context.saleId);
    const current = currentDetail(tx, context);
    assertNotOwnSale(actor, sale);
    const open = sale.status === 'quality_review' ? await openReviewOf(tx, sale.id) : null;
    if (open && open.reviewerId !== actor.id) {
      const reviewer = await reviewerName(tx, open.reviewerId);
      throw refuse('REVIEW_HELD_BY_OTHER', `${reviewer} is reviewing this sale.`, { reviewer });
    }
    // A sale left in `quality_review` with no review in progress (moved there before reviews were recorded)
    // may be taken as it stands rather than stay stuck.
    const orphan = sale.status === 'quality_review' && !open;
    if (!orphan) assertSaleStatus(sale, 'signed');
    await assertVersion(sale, context.input.version, current);
    const [previous] = await tx
      .select({ answers: qualityReviews.answers })
      .from(qualityReviews)
      .where(eq(qualityReviews.saleId, sale.id))
      .orderBy(desc(qualityReviews.takenAt))
      .limit(1);
    const moved = orphan
      ? sale
      : await applySaleTransition(tx, {
          actor,
          ip,
          sale,
          to: 'quality_review',
          expected: sale.version,
          current,
        });
    const review = await auditedInsert(tx, {
      table: qualityReviews,
      values: {
        saleId: sale.id,
        reviewerId: actor.id,
        answers: previous?.answers ?? [],
        takenAt: now(),
        sellerId: sale.sellerId,
        teamId: sale.teamId,
        companyId: sale.companyId,
      },
      // The sale is locked and was `signed`: an open review cannot exist, short of a bug.
      duplicate: () => refuse('REVIEW_HELD_BY_OTHER', 'The sale is already under review.', { reviewer: '' }),
      entity: 'quality_review',
      actor,
      ip,
    });
    return writeResult(tx, review, moved);
  });

/** `POST /quality-control/{saleId}/release`: the reviewer hands the sale back to the queue (`signed`). */
export const releaseSale = async (
  context: QcWriteContext & { input: QcReleaseInput },
): Promise<QcWriteResult> =>
  context.db.transaction(async (tx) => {
    const { actor, ip } = context;
    const { sale, review, current } = await heldReviewAt(tx, context, context.input.version);
    const released = await auditedUpdate(tx, {
      table: qualityReviews,
      id: review.id,
      expected: context.input.version,
      set: { status: 'released', releasedAt: now() },
      current,
      entity: 'quality_review',
      actor,
      ip,
      before: review,
    });
    const moved = await applySaleTransition(tx, {
      actor,
      ip,
      sale,
      to: 'signed',
      expected: sale.version,
      current,
    });
    return writeResult(tx, released, moved);
  });

/** `PUT /quality-control/{saleId}/checklist`: replaces the open review's answers. */
export const saveChecklist = async (
  context: QcWriteContext & { input: QcChecklistInput },
): Promise<QcWriteResult> =>
  context.db.transaction(async (tx) => {
    const { actor, ip } = context;
    const { sale, review, current } = await heldReviewAt(tx, context, context.input.version);
    const answers = await checkedAnswers(tx, context.input.answers);
    const saved = await auditedUpdate(tx, {
      table: qualityReviews,
      id: review.id,
      expected: context.input.version,
      set: { answers },
      current,
      entity: 'quality_review',
      actor,
      ip,
      before: review,
    });
    return writeResult(tx, saved, sale);
  });
