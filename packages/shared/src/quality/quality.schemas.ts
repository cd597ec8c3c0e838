import { z } from 'zod';
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { qualityChecklistItemSchema } from '../parameters/parameters.schemas.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { multiLineText } from '../text/text.schemas.ts';
import { saleCustomerSummarySchema, saleStatusSchema, saleUserRefSchema } from '../ventes/ventes.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import {
  CHECKLIST_RESULTS,
  QC_DECISIONS,
  QC_REVIEW_STATUSES,
  REJECTION_OUTCOMES,
  REJECTION_REASONS,
} from './quality.rules.ts';

/** Quality control of signed sales (issue 11): queue, review, checklist, decision, figures. */

export const checklistResultSchema = z.enum(CHECKLIST_RESULTS);
export const qcDecisionSchema = z.enum(QC_DECISIONS);
export const rejectionOutcomeSchema = z.enum(REJECTION_OUTCOMES);
export const rejectionReasonSchema = z.enum(REJECTION_REASONS);
export const qcReviewStatusSchema = z.enum(QC_REVIEW_STATUSES);

const teamRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const checklistAnswerSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, { message: 'A key is lowercase letters, digits and _' }),
  result: checklistResultSchema,
  comment: multiLineText().max(2_000).nullable().default(null),
});
export type ChecklistAnswerInput = z.input<typeof checklistAnswerSchema>;

const checklistAnswersSchema = z.array(checklistAnswerSchema).max(40);

// ---- Queue: GET /api/quality-control/queue

export const QC_QUEUE_SORTABLE = ['signedAt'] as const;
/** Oldest signature first unless `order=desc`; `status` narrows to waiting or taken sales. */
export const qcQueueQuerySchema = listQuerySchema(QC_QUEUE_SORTABLE).extend({
  status: z.enum(['signed', 'quality_review']).optional(),
});
export type QcQueueQuery = z.infer<typeof qcQueueQuerySchema>;

export const qcQueueItemSchema = z.object({
  saleId: z.uuid(),
  saleNumber: z.string(),
  status: saleStatusSchema,
  /** The sale's version, as `take` names it. */
  saleVersion: recordVersionSchema,
  agent: saleUserRefSchema.nullable(),
  team: teamRefSchema.nullable(),
  customer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
  providerType: z.string().nullable(),
  gammeCode: z.string().nullable(),
  productName: z.string().nullable(),
  monthlyPremiumCents: z.number().int().nullable(),
  /** When the customer signed (the signature request's `signedAt`, else when the sale became `signed`). */
  signedAt: z.string(),
  /** Seconds since `signedAt` by the server's clock. */
  waitingSeconds: z.number().int().min(0),
  /** The reviewer holding the sale (`quality_review`), else null. */
  reviewer: saleUserRefSchema.nullable(),
  takenAt: z.string().nullable(),
});
export type QcQueueItem = z.infer<typeof qcQueueItemSchema>;
export const qcQueueResponseSchema = listResponseSchema(qcQueueItemSchema);

// ---- Review: GET /api/quality-control/{saleId}

/** A sale's call recording: an uploaded audio file of kind `recording`, streamed (with ranges) at `downloadUrl`. */
export const recordingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: saleUserRefSchema.nullable(),
  createdAt: z.string(),
  downloadUrl: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;
/** `GET /api/ventes/{id}/recordings`. */
export const recordingListResponseSchema = z.object({ data: z.array(recordingSchema) });

/** A document of the sale as the reviewer reads it: the current PDFs and their sealed (signed) copies. */
export const qcDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  version: z.number().int(),
  sealed: z.boolean(),
  name: z.string(),
  downloadUrl: z.string(),
});

export const qcChecklistRowSchema = qualityChecklistItemSchema.extend({
  result: checklistResultSchema.nullable(),
  comment: z.string().nullable(),
});
export type QcChecklistRow = z.infer<typeof qcChecklistRowSchema>;

export const qcRejectionSchema = z.object({
  reasons: z.array(rejectionReasonSchema),
  outcome: rejectionOutcomeSchema,
  /** For `call_back`: the agent's task. */
  callBackDueDate: z.string().nullable(),
  callBackNote: z.string().nullable(),
});

/** One review of the sale: taken, then released or decided. A sale reviewed twice has two. */
export const qcReviewSchema = z.object({
  id: z.uuid(),
  saleId: z.uuid(),
  status: qcReviewStatusSchema,
  version: recordVersionSchema,
  reviewer: saleUserRefSchema.nullable(),
  answers: z.array(
    z.object({ key: z.string(), result: checklistResultSchema, comment: z.string().nullable() }),
  ),
  decision: qcDecisionSchema.nullable(),
  rejection: qcRejectionSchema.nullable(),
  comment: z.string().nullable(),
  takenAt: z.string(),
  releasedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The contract a validation created. */
  contractId: z.uuid().nullable(),
});
export type QcReview = z.infer<typeof qcReviewSchema>;
export const qcReviewResponseSchema = recordResponseSchema(qcReviewSchema);

export const qcSaleDetailSchema = z.object({
  sale: qcQueueItemSchema.extend({
    customer: saleCustomerSummarySchema.nullable(),
    channel: z.string().nullable(),
    callConsentAt: z.string().nullable(),
    recordingAnnouncedAt: z.string().nullable(),
    callEndedAt: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    insuredCount: z.number().int(),
    contractId: z.uuid().nullable(),
  }),
  /** The review in progress (`open`), else null. */
  review: qcReviewSchema.nullable(),
  /** The parameters' checklist with the open review's answers (or the last review's, before anyone takes it). */
  checklist: z.array(qcChecklistRowSchema),
  /** Whether the answers as saved allow `validated`, and which required items block it. */
  canValidate: z.boolean(),
  blockingKeys: z.array(z.string()),
  recordings: z.array(recordingSchema),
  documents: z.array(qcDocumentSchema),
  /** Earlier reviews of the sale, newest first (released or decided). */
  history: z.array(qcReviewSchema),
});
export type QcSaleDetail = z.infer<typeof qcSaleDetailSchema>;
export const qcSaleDetailResponseSchema = recordResponseSchema(qcSaleDetailSchema);

// ---- Writes

/** `POST /api/quality-control/{saleId}/take`: `version` is the sale's (`saleVersion` in the queue). */
export const qcTakeInputSchema = z.object({ ...expectedVersionFields });
export type QcTakeInput = z.input<typeof qcTakeInputSchema>;

/** `POST /api/quality-control/{saleId}/release`: `version` is the open review's. */
export const qcReleaseInputSchema = z.object({ ...expectedVersionFields });
export type QcReleaseInput = z.input<typeof qcReleaseInputSchema>;

/** `PUT /api/quality-control/{saleId}/checklist`: replaces the open review's answers; `version` is the review's. */
export const qcChecklistInputSchema = z.object({
  ...expectedVersionFields,
  answers: checklistAnswersSchema,
});
export type QcChecklistInput = z.input<typeof qcChecklistInputSchema>;

/**
 * `POST /api/quality-control/{saleId}/decision`: `version` is the open review's. A rejection names at least one
 * reason and an outcome; `other` needs a comment; `call_back` needs a due date and a note. `answers`, when
 * given, are saved first (the screen may decide without a separate save).
 */
export const qcDecisionInputSchema = z
  .object({
    ...expectedVersionFields,
    decision: qcDecisionSchema,
    answers: checklistAnswersSchema.optional(),
    reasons: z.array(rejectionReasonSchema).max(REJECTION_REASONS.length).optional(),
    outcome: rejectionOutcomeSchema.optional(),
    comment: multiLineText().min(1).max(2_000).optional(),
    callBackDueDate: calendarDate().optional(),
    callBackNote: multiLineText().min(1).max(2_000).optional(),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (input.decision === 'validated') {
      if (input.reasons?.length) issue('reasons', 'A validation has no rejection reasons');
      if (input.outcome) issue('outcome', 'A validation has no outcome');
      return;
    }
    if (!input.reasons?.length) issue('reasons', 'A rejection needs at least one reason');
    else if (new Set(input.reasons).size !== input.reasons.length) issue('reasons', 'Each reason once');
    if (!input.outcome) issue('outcome', 'A rejection needs an outcome');
    if (input.reasons?.includes('other') && !input.comment)
      issue('comment', 'The reason "other" needs a comment');
    if (input.outcome === 'call_back') {
      if (!input.callBackDueDate) issue('callBackDueDate', 'A call-back needs a due date');
      if (!input.callBackNote) issue('callBackNote', 'A call-back needs a note for the agent');
    }
  });
export type QcDecisionInput = z.input<typeof qcDecisionInputSchema>;

/** The answer of take, release, checklist and decision: the review as it now stands, and the sale's status. */
export const qcWriteResultSchema = z.object({
  review: qcReviewSchema,
  saleStatus: saleStatusSchema,
  saleVersion: recordVersionSchema,
  contractId: z.uuid().nullable(),
});
export type QcWriteResult = z.infer<typeof qcWriteResultSchema>;
export const qcWriteResponseSchema = recordResponseSchema(qcWriteResultSchema);

// ---- Figures: GET /api/quality-control/figures?from&to

/** A period of Europe/Paris calendar days, both included; at most about two years. */
export const qcFiguresQuerySchema = z
  .object({ from: calendarDate(), to: calendarDate() })
  .refine((query) => query.from <= query.to, { message: 'The period ends after it starts', path: ['to'] });
export type QcFiguresQuery = z.infer<typeof qcFiguresQuerySchema>;

const count = z.number().int().min(0);
export const qcReasonCountsSchema = z.object(
  Object.fromEntries(REJECTION_REASONS.map((reason) => [reason, count])) as Record<
    (typeof REJECTION_REASONS)[number],
    typeof count
  >,
);
export const qcFigureCountsSchema = z.object({
  /** Decisions made in the period (validated + rejected). */
  reviewed: count,
  validated: count,
  /** Every rejection, whatever its outcome (corrections, lost and call-backs). */
  rejected: count,
  callBacks: count,
  lost: count,
  reasons: qcReasonCountsSchema,
});
export type QcFigureCounts = z.infer<typeof qcFigureCountsSchema>;

export const qcFiguresSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: qcFigureCountsSchema,
  /** Per selling agent (the sale's seller), most reviewed first. */
  agents: z.array(qcFigureCountsSchema.extend({ agent: saleUserRefSchema, team: teamRefSchema.nullable() })),
  /** Per team of the sale; sales of no team are under `team: null`. */
  teams: z.array(qcFigureCountsSchema.extend({ team: teamRefSchema.nullable() })),
});
export type QcFigures = z.infer<typeof qcFiguresSchema>;
export const qcFiguresResponseSchema = recordResponseSchema(qcFiguresSchema);

/**
 * An agent's call-back task: a review rejected with outcome `call_back` on a sale still waiting in the queue
 * (`signed`); it ends when a reviewer takes the sale again.
 */
export const qcCallBackSchema = z.object({
  saleId: z.uuid(),
  saleNumber: z.string(),
  customerName: z.string().nullable(),
  dueDate: z.string(),
  note: z.string(),
  reasons: z.array(rejectionReasonSchema),
  decidedAt: z.string(),
});
export type QcCallBack = z.infer<typeof qcCallBackSchema>;
