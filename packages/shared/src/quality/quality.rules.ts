import type { QualityChecklistItem } from '../parameters/parameters.schemas.ts';

/**
 * Quality control of a signed phone sale (issue 11): a reviewer answers the brokerage's checklist (parameter
 * `qualityChecklist`) and decides. These rules are shared so the review screen shows what the server enforces.
 */

export const CHECKLIST_RESULTS = ['pass', 'fail', 'not_applicable'] as const;
export type ChecklistResult = (typeof CHECKLIST_RESULTS)[number];

export const QC_DECISIONS = ['validated', 'rejected'] as const;
export type QcDecision = (typeof QC_DECISIONS)[number];

/**
 * What happens to a rejected sale: `correction` hands it back to the agent (sale `rejected`, re-quoted from
 * there), `lost` closes it, `call_back` gives the agent a follow-up task and puts the sale back in the queue
 * (`signed`) with the review's answers kept for the next reviewer.
 */
export const REJECTION_OUTCOMES = ['correction', 'lost', 'call_back'] as const;
export type RejectionOutcome = (typeof REJECTION_OUTCOMES)[number];

/** The closed list of reasons a reviewer rejects a sale for; `other` needs a comment. */
export const REJECTION_REASONS = [
  'consent_missing',
  'recording_missing',
  'identity_not_confirmed',
  'needs_not_read_back',
  'price_not_stated',
  'delay_not_respected',
  'signed_during_call',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** A review's life: `open` while its reviewer holds the sale, then `released` (handed back) or `decided`. */
export const QC_REVIEW_STATUSES = ['open', 'released', 'decided'] as const;
export type QcReviewStatus = (typeof QC_REVIEW_STATUSES)[number];

/** Sale statuses the quality queue shows: waiting (`signed`) and taken (`quality_review`). */
export const QC_QUEUE_SALE_STATUSES = ['signed', 'quality_review'] as const;

export interface ChecklistAnswer {
  key: string;
  result: ChecklistResult;
  comment: string | null;
}

export interface ChecklistProblems {
  /** Answered keys the checklist does not have. */
  unknownKeys: string[];
  /** Keys answered more than once. */
  duplicateKeys: string[];
  /** Failed items without a comment. */
  failsWithoutComment: string[];
}

/** What is wrong with a set of answers whatever the decision: every key known, once, and every fail explained. */
export const checklistAnswerProblems = (
  checklist: readonly QualityChecklistItem[],
  answers: readonly ChecklistAnswer[],
): ChecklistProblems => {
  const known = new Set(checklist.map((item) => item.key));
  const seen = new Set<string>();
  const duplicateKeys = new Set<string>();
  for (const answer of answers) {
    if (seen.has(answer.key)) duplicateKeys.add(answer.key);
    seen.add(answer.key);
  }
  return {
    unknownKeys: answers.filter((answer) => !known.has(answer.key)).map((answer) => answer.key),
    duplicateKeys: [...duplicateKeys],
    failsWithoutComment: answers
      .filter((answer) => answer.result === 'fail' && !answer.comment?.trim())
      .map((answer) => answer.key),
  };
};

export const hasChecklistProblems = (problems: ChecklistProblems): boolean =>
  problems.unknownKeys.length + problems.duplicateKeys.length + problems.failsWithoutComment.length > 0;

/**
 * The required items that keep a sale from being validated: unanswered, or answered anything but `pass` or
 * `not_applicable`. Empty means the checklist allows validation.
 */
export const blockingChecklistItems = (
  checklist: readonly QualityChecklistItem[],
  answers: readonly ChecklistAnswer[],
): string[] => {
  const byKey = new Map(answers.map((answer) => [answer.key, answer.result]));
  return checklist
    .filter((item) => item.required)
    .filter((item) => {
      const result = byKey.get(item.key);
      return result !== 'pass' && result !== 'not_applicable';
    })
    .map((item) => item.key);
};

export const canValidateChecklist = (
  checklist: readonly QualityChecklistItem[],
  answers: readonly ChecklistAnswer[],
): boolean => blockingChecklistItems(checklist, answers).length === 0;

/** A reviewer never reviews a sale they sold. */
export const isOwnSale = (reviewerId: string, sellerId: string | null): boolean => sellerId === reviewerId;
