import {
  blockingChecklistItems,
  type ChecklistAnswer,
  type CurrentUser,
  fileDownloadPath,
  type QcQueueItem,
  type QcReview,
  type QcSaleDetail,
  type QualityChecklistItem,
} from '@brokerage/shared';
import { and, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { customers, files, qualityReviews, saleDocuments, sales, teams, users } from '@/db/schema/index.ts';
import { saleSignedAtSql } from '@/features/contracts/contracts-create.service.ts';
import { readSaleRecordings } from '@/features/files/files-recordings.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { now as clockNow } from '@/platform/clock.ts';
import { qcSaleScope, type ReviewRow } from './quality-control-access.service.ts';

const reviewers = alias(users, 'reviewers');
const openReviews = alias(qualityReviews, 'open_reviews');

const person = (id: string | null, firstName: string | null, lastName: string | null) =>
  id === null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '' };

/** A queue row: the sale, its seller, team and customer, and the review in progress with its reviewer. */
export const selectQueueRows = (db: Executor) =>
  db
    .select({
      sale: sales,
      signedAt: saleSignedAtSql,
      sellerId: users.id,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
      teamId: teams.id,
      teamName: teams.name,
      customer: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phone,
        email: customers.email,
      },
      reviewerId: reviewers.id,
      reviewerFirstName: reviewers.firstName,
      reviewerLastName: reviewers.lastName,
      takenAt: openReviews.takenAt,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.sellerId))
    .leftJoin(teams, eq(teams.id, sales.teamId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(openReviews, and(eq(openReviews.saleId, sales.id), eq(openReviews.status, 'open')))
    .leftJoin(reviewers, eq(reviewers.id, openReviews.reviewerId));

export type QueueRow = Awaited<ReturnType<typeof selectQueueRows>>[number];

export const toQueueItem = (row: QueueRow, now: Date): QcQueueItem => {
  const signedAt = row.signedAt;
  return {
    saleId: row.sale.id,
    saleNumber: row.sale.number,
    status: row.sale.status,
    saleVersion: row.sale.version,
    agent: person(row.sellerId, row.sellerFirstName, row.sellerLastName),
    team: row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? '' },
    customer: row.customer?.id
      ? { id: row.customer.id, firstName: row.customer.firstName, lastName: row.customer.lastName }
      : null,
    providerType: row.sale.providerType,
    gammeCode: row.sale.gammeCode,
    productName: row.sale.offer?.productName ?? null,
    monthlyPremiumCents: row.sale.monthlyPremiumCents,
    signedAt: signedAt.toISOString(),
    waitingSeconds: Math.max(0, Math.floor((now.getTime() - signedAt.getTime()) / 1000)),
    reviewer: person(row.reviewerId, row.reviewerFirstName, row.reviewerLastName),
    takenAt: row.takenAt?.toISOString() ?? null,
  };
};

/** The reviews of a sale in their API shape, newest first. */
export const readReviews = async (db: Executor, saleId: string): Promise<QcReview[]> => {
  const rows = await db
    .select({ review: qualityReviews, firstName: users.firstName, lastName: users.lastName })
    .from(qualityReviews)
    .leftJoin(users, eq(users.id, qualityReviews.reviewerId))
    .where(eq(qualityReviews.saleId, saleId))
    .orderBy(desc(qualityReviews.takenAt), desc(qualityReviews.id));
  return rows.map(({ review, firstName, lastName }) => toReview(review, firstName, lastName));
};

export const toReview = (review: ReviewRow, firstName: string | null, lastName: string | null): QcReview => ({
  id: review.id,
  saleId: review.saleId,
  status: review.status,
  version: review.version,
  reviewer: person(review.reviewerId, firstName, lastName),
  answers: review.answers,
  decision: review.decision,
  rejection:
    review.decision === 'rejected' && review.rejectionOutcome
      ? {
          reasons: review.rejectionReasons,
          outcome: review.rejectionOutcome,
          callBackDueDate: review.callBackDueDate,
          callBackNote: review.callBackNote,
        }
      : null,
  comment: review.comment,
  takenAt: review.takenAt.toISOString(),
  releasedAt: review.releasedAt?.toISOString() ?? null,
  decidedAt: review.decidedAt?.toISOString() ?? null,
  contractId: review.contractId,
});

/** One review in its API shape. */
export const readReview = async (db: Executor, id: string): Promise<QcReview> => {
  const [row] = await db
    .select({ review: qualityReviews, firstName: users.firstName, lastName: users.lastName })
    .from(qualityReviews)
    .leftJoin(users, eq(users.id, qualityReviews.reviewerId))
    .where(eq(qualityReviews.id, id));
  if (!row) throw notFound('Review');
  return toReview(row.review, row.firstName, row.lastName);
};

/** The current PDFs (latest version of each kind) and every sealed copy and evidence of the sale. */
const readSaleDocuments = async (db: Executor, saleId: string) => {
  const rows = await db
    .select({
      id: saleDocuments.id,
      kind: saleDocuments.kind,
      version: saleDocuments.version,
      sealed: saleDocuments.sealed,
      fileId: saleDocuments.fileId,
      name: files.name,
      latest: sql<boolean>`${saleDocuments.version} = max(${saleDocuments.version}) over (partition by ${saleDocuments.kind}, ${saleDocuments.sealed})`,
    })
    .from(saleDocuments)
    .innerJoin(files, eq(files.id, saleDocuments.fileId))
    .where(eq(saleDocuments.saleId, saleId))
    .orderBy(saleDocuments.kind, desc(saleDocuments.version), saleDocuments.sealed);
  return rows
    .filter((row) => row.sealed || row.kind === 'evidence' || row.latest)
    .map(({ fileId, latest: _latest, ...row }) => ({ ...row, downloadUrl: fileDownloadPath(fileId) }));
};

/** The checklist of the parameters with the answers given (unanswered items read null). */
export const checklistRows = (
  checklist: readonly QualityChecklistItem[],
  answers: readonly ChecklistAnswer[],
) => {
  const byKey = new Map(answers.map((answer) => [answer.key, answer]));
  return checklist.map((item) => ({
    ...item,
    result: byKey.get(item.key)?.result ?? null,
    comment: byKey.get(item.key)?.comment ?? null,
  }));
};

/** Statuses a sale reaches once signed: before that, quality control has nothing to look at. */
const SIGNED_OR_LATER = ['signed', 'quality_review', 'validated', 'rejected', 'contract'] as const;

/** A sale quality control may open: signed or later, or reviewed before (a reviewed sale may since be lost). */
const reachedQualityControl = (db: Executor) =>
  or(
    inArray(sales.status, [...SIGNED_OR_LATER]),
    exists(
      db.select({ id: qualityReviews.id }).from(qualityReviews).where(eq(qualityReviews.saleId, sales.id)),
    ),
  );

/** The detail in the reviewer's reach, without locking: the review screen and every write's answer. */
export const readQcSaleDetail = async (
  db: Executor,
  actor: CurrentUser,
  saleId: string,
): Promise<QcSaleDetail> => {
  const [row] = await selectQueueRows(db).where(
    and(eq(sales.id, saleId), isNull(sales.deletedAt), qcSaleScope(actor), reachedQualityControl(db)),
  );
  if (!row) throw notFound('Sale');
  const [reviews, parameters, recordings, documents] = await Promise.all([
    readReviews(db, saleId),
    readParameters({ db }),
    readSaleRecordings(db, saleId),
    readSaleDocuments(db, saleId),
  ]);
  // A review counts as in progress only while the sale is under review (an agent may have lost the sale since).
  const open =
    row.sale.status === 'quality_review'
      ? (reviews.find((review) => review.status === 'open') ?? null)
      : null;
  // Before anyone takes the sale again, the last review's answers show (a call-back keeps them).
  const answers = (open ?? reviews[0])?.answers ?? [];
  const checklist = parameters.qualityChecklist;
  const blockingKeys = blockingChecklistItems(checklist, answers);
  const household = row.sale.household;
  return {
    sale: {
      ...toQueueItem(row, clockNow()),
      customer: row.customer?.id
        ? {
            id: row.customer.id,
            firstName: row.customer.firstName,
            lastName: row.customer.lastName,
            phone: row.customer.phone,
            email: row.customer.email,
          }
        : null,
      channel: row.sale.channel,
      callConsentAt: row.sale.callConsentAt?.toISOString() ?? null,
      recordingAnnouncedAt: row.sale.recordingAnnouncedAt?.toISOString() ?? null,
      callEndedAt: row.sale.callEndedAt?.toISOString() ?? null,
      effectiveDate: household?.effectiveDate ?? null,
      insuredCount: household?.people.length ?? 0,
      contractId: row.sale.contractId,
    },
    review: open,
    checklist: checklistRows(checklist, answers),
    canValidate: blockingKeys.length === 0,
    blockingKeys,
    recordings,
    documents,
    history: reviews.filter((review) => review.status !== 'open'),
  };
};
