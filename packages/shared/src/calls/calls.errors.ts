import { defineRefusals } from '../errors/refusals.ts';

/**
 * Refusals of the phone-selling rules (issue 11). `details.allowedFrom` is the ISO 8601 instant from which
 * calling this number is allowed again (every rule considered), or null when no date can be given (an opposed
 * number stays blocked until it leaves the list).
 */
export const callsErrors = defineRefusals({
  /** Outside the calling windows of the day (Europe/Paris wall clock, 10:00–13:00 and 14:00–20:00 by default). */
  CALL_OUTSIDE_HOURS: { status: 409, params: ['allowedFrom'] },
  /** A weekday without calls (Saturday and Sunday by default). */
  CALL_ON_CLOSED_DAY: { status: 409, params: ['allowedFrom'] },
  /** A public holiday of the parameters' country and region, or one of the brokerage's extra closed dates. */
  CALL_ON_PUBLIC_HOLIDAY: { status: 409, params: ['allowedFrom'] },
  /** `maxAttempts` attempts to this prospect already in the last `attemptWindowDays` days. */
  CALL_ATTEMPTS_EXCEEDED: { status: 409, params: ['allowedFrom'] },
  /** The prospect refused a call less than `refusalCooldownDays` days ago. */
  CALL_AFTER_REFUSAL: { status: 409, params: ['allowedFrom'] },
  /** The number is on the do-not-call list and the customer is not under contract. */
  NUMBER_OPPOSED: { status: 409 },
  /** A phone sale cannot leave `draft` without the customer's consent and the recording announcement. */
  CONSENT_MISSING: { status: 409, params: ['missing'] },
  /** No number to call: the sale has no customer with a phone and the attempt names none. */
  CALL_PHONE_MISSING: { status: 409 },
  /** The number is already on the do-not-call list. */
  NUMBER_ALREADY_OPPOSED: { status: 409 },
});

/** The refusals a call check may answer with (the order of `CALL_BLOCK_REASONS` is the order they are tried). */
export const CALL_BLOCK_REASONS = [
  'NUMBER_OPPOSED',
  'CALL_AFTER_REFUSAL',
  'CALL_ATTEMPTS_EXCEEDED',
  'CALL_ON_CLOSED_DAY',
  'CALL_ON_PUBLIC_HOLIDAY',
  'CALL_OUTSIDE_HOURS',
] as const satisfies readonly (keyof typeof callsErrors)[];
export type CallBlockReason = (typeof CALL_BLOCK_REASONS)[number];
