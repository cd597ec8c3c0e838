import type { RetentionRules } from '../parameters/parameters.schemas.ts';

/**
 * How long the brokerage keeps call recordings and prospects' personal data (issue 11 "Retention"; the durations
 * are the `retention` parameter). Pure: the daily job gathers the facts and passes `now`.
 */

/**
 * `moment` plus whole calendar months, in UTC: the same day of the month at the same time, or the month's last
 * day when it is shorter (31 January + 1 month = 28 or 29 February).
 */
export const addMonths = (moment: Date, months: number): Date => {
  const year = moment.getUTCFullYear();
  const monthIndex = moment.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const result = new Date(moment.getTime());
  result.setUTCDate(1);
  result.setUTCFullYear(year, monthIndex, Math.min(moment.getUTCDate(), lastDay));
  return result;
};

/** What decides the fate of a sale's call recording. */
export interface RecordingFacts {
  /** The latest signature of the sale's documents, or null when nothing was signed. */
  signedAt: Date | null;
  /**
   * When the customer refused (the sale `lost`, the signature declined, or the sale's latest call attempt
   * `refused`); null when they did not.
   */
  refusedAt: Date | null;
  /** The sale was deleted (a draft thrown away): nothing will be proposed or signed. */
  saleDeletedAt: Date | null;
  /** The latest proposal (documents sent, subscription or quote); null when none was made. */
  proposedAt: Date | null;
  /** When the recording was stored: the start of the month when no proposal followed the call. */
  storedAt: Date;
}

export const RECORDING_DELETION_REASONS = [
  'kept_period_after_signature_over',
  'customer_refused',
  'sale_deleted',
  'not_signed_after_proposal',
] as const;
export type RecordingDeletionReason = (typeof RECORDING_DELETION_REASONS)[number];

export type RetentionVerdict<Reason extends string> =
  | { action: 'keep'; until: Date | null }
  | { action: 'delete'; reason: Reason; dueAt: Date };

/**
 * A recording of a signed sale is kept `recordingMonthsAfterSignature` after the signature (the proof of the
 * sale), whatever happens later. Unsigned: deleted at once when the customer refused or the sale was deleted, otherwise
 * `recordingMonthsWithoutSignature` after the latest proposal (or after it was stored, when none followed).
 * A limit is reached at its exact moment: deleted at `dueAt`, kept one millisecond before.
 */
export const recordingRetention = (
  facts: RecordingFacts,
  rules: RetentionRules,
  now: Date,
): RetentionVerdict<RecordingDeletionReason> => {
  if (facts.signedAt) {
    const dueAt = addMonths(facts.signedAt, rules.recordingMonthsAfterSignature);
    return now >= dueAt
      ? { action: 'delete', reason: 'kept_period_after_signature_over', dueAt }
      : { action: 'keep', until: dueAt };
  }
  if (facts.refusedAt) return { action: 'delete', reason: 'customer_refused', dueAt: facts.refusedAt };
  if (facts.saleDeletedAt) return { action: 'delete', reason: 'sale_deleted', dueAt: facts.saleDeletedAt };
  const dueAt = addMonths(facts.proposedAt ?? facts.storedAt, rules.recordingMonthsWithoutSignature);
  return now >= dueAt
    ? { action: 'delete', reason: 'not_signed_after_proposal', dueAt }
    : { action: 'keep', until: dueAt };
};

/** What decides whether a customer's personal data are purged. */
export interface ProspectFacts {
  /** A sale of theirs was signed (a contract, or one on its way through the quality review): never purged here. */
  hasSignedSale: boolean;
  /** The latest contact: a call attempt, a change to one of their sales, or to their record. */
  lastContactAt: Date;
}

/** A prospect (nothing signed) is purged `prospectMonthsWithoutContact` after the last contact. */
export const prospectRetention = (
  facts: ProspectFacts,
  rules: RetentionRules,
  now: Date,
): RetentionVerdict<'no_contact_since'> => {
  if (facts.hasSignedSale) return { action: 'keep', until: null };
  const dueAt = addMonths(facts.lastContactAt, rules.prospectMonthsWithoutContact);
  return now >= dueAt
    ? { action: 'delete', reason: 'no_contact_since', dueAt }
    : { action: 'keep', until: dueAt };
};

/** Month ends make `addMonths` lose up to three days (31 May − 3 months = 28 February); the cutoff allows for it. */
const MONTH_END_SLACK_MS = 3 * 86_400_000;

/**
 * A moment after every last contact now due for purge: the job selects candidates in SQL (last contact at or
 * before it) and decides each one with `prospectRetention`.
 */
export const prospectContactCutoff = (rules: RetentionRules, now: Date): Date =>
  new Date(addMonths(now, -rules.prospectMonthsWithoutContact).getTime() + MONTH_END_SLACK_MS);
