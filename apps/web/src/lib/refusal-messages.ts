import type { RefusalReason } from '@brokerage/shared';
import { ApiError } from '@/lib/api-error';

/**
 * The translation key of a refusal's message, in the `refusals` namespace: loaded with the signed-in shell, not
 * on the sign-in page, which shows no refusal (its budget is tight, scripts/check-bundle-size.mjs).
 */
type RefusalMessageKey = `refusals:${string}`;

/**
 * One translated message per refusal reason the API declares (`packages/shared/src/<feature>/<feature>.errors.ts`).
 * Typed as a complete record, so a reason declared without its message here fails the type check; the
 * locale test checks that each key exists in en, fr and ar. A message may interpolate the reason's declared
 * params (`{{count}}`).
 */
export type RefusalMessages = { readonly [Reason in RefusalReason]: RefusalMessageKey };

export const REFUSAL_MESSAGES = {
  DUPLICATE: 'refusals:DUPLICATE',
  IN_USE: 'refusals:IN_USE',
  MODULE_DISABLED: 'refusals:MODULE_DISABLED',
  SELF_DISABLE: 'refusals:SELF_DISABLE',
  SELF_DELETE: 'refusals:SELF_DELETE',
  NOT_PENDING: 'refusals:NOT_PENDING',
  ROLE_EXCEEDS_OWN_PERMISSIONS: 'refusals:ROLE_EXCEEDS_OWN_PERMISSIONS',
  OWN_ROLE_ASSIGNMENT_LOCKED: 'refusals:OWN_ROLE_ASSIGNMENT_LOCKED',
  GRANT_EXCEEDS_OWN_PERMISSIONS: 'refusals:GRANT_EXCEEDS_OWN_PERMISSIONS',
  OWN_ROLE_LOCKED: 'refusals:OWN_ROLE_LOCKED',
  LOOPBACK_ONLY: 'refusals:LOOPBACK_ONLY',
  NO_EMAIL_FOR_PASSWORD: 'refusals:NO_EMAIL_FOR_PASSWORD',
  MFA_ALREADY_ENROLLED: 'refusals:MFA_ALREADY_ENROLLED',
  MFA_NOT_ENROLLED: 'refusals:MFA_NOT_ENROLLED',
  MFA_ENROLLMENT_NOT_STARTED: 'refusals:MFA_ENROLLMENT_NOT_STARTED',
  ROLE_NAME_TAKEN: 'refusals:ROLE_NAME_TAKEN',
  ROLE_NAME_RESERVED: 'refusals:ROLE_NAME_RESERVED',
  ROOT_ROLE_PROTECTED: 'refusals:ROOT_ROLE_PROTECTED',
  ROLE_IN_USE: 'refusals:ROLE_IN_USE',
  HAS_TEAMS: 'refusals:HAS_TEAMS',
  HAS_USERS: 'refusals:HAS_USERS',
  PROVIDER_TYPE_IN_USE: 'refusals:PROVIDER_TYPE_IN_USE',
  HAS_MEMBERS: 'refusals:HAS_MEMBERS',
  GAMME_INACTIVE: 'refusals:GAMME_INACTIVE',
  HAS_SUB_LINES: 'refusals:HAS_SUB_LINES',
  HAS_QUESTIONS: 'refusals:HAS_QUESTIONS',
  NO_TEAM: 'refusals:NO_TEAM',
  NO_GAMMES: 'refusals:NO_GAMMES',
  GAMME_NOT_ASSIGNED: 'refusals:GAMME_NOT_ASSIGNED',
  NO_PRICING_PROVIDER: 'refusals:NO_PRICING_PROVIDER',
  FORBIDDEN_TRANSITION: 'refusals:FORBIDDEN_TRANSITION',
  TRANSITION_HAS_ITS_OWN_STEP: 'refusals:TRANSITION_HAS_ITS_OWN_STEP',
  SALE_NOT_EDITABLE: 'refusals:SALE_NOT_EDITABLE',
  CALL_NOT_OPEN: 'refusals:CALL_NOT_OPEN',
  SALE_INCOMPLETE: 'refusals:SALE_INCOMPLETE',
  QUOTE_MISMATCH: 'refusals:QUOTE_MISMATCH',
  LIKELY_DUPLICATE: 'refusals:LIKELY_DUPLICATE',
  FORBIDDEN_QUOTE_TRANSITION: 'refusals:FORBIDDEN_QUOTE_TRANSITION',
  QUOTE_INCOMPLETE: 'refusals:QUOTE_INCOMPLETE',
  PRODUCT_NOT_OFFERED: 'refusals:PRODUCT_NOT_OFFERED',
  SIGNING_NOT_OPEN_YET: 'refusals:SIGNING_NOT_OPEN_YET',
  CALL_STILL_OPEN: 'refusals:CALL_STILL_OPEN',
  CODE_INVALID: 'refusals:CODE_INVALID',
  DOCUMENTS_NOT_READY: 'refusals:DOCUMENTS_NOT_READY',
  CODE_EXPIRED: 'refusals:CODE_EXPIRED',
  CODE_LOCKED: 'refusals:CODE_LOCKED',
  CODE_ALREADY_USED: 'refusals:CODE_ALREADY_USED',
  CONSENT_REQUIRED: 'refusals:CONSENT_REQUIRED',
  REQUEST_NOT_ACTIVE: 'refusals:REQUEST_NOT_ACTIVE',
  SALE_NOT_SUBSCRIBED: 'refusals:SALE_NOT_SUBSCRIBED',
  REQUEST_ALREADY_ACTIVE: 'refusals:REQUEST_ALREADY_ACTIVE',
  CALL_OUTSIDE_HOURS: 'refusals:CALL_OUTSIDE_HOURS',
  CALL_ON_CLOSED_DAY: 'refusals:CALL_ON_CLOSED_DAY',
  CALL_ON_PUBLIC_HOLIDAY: 'refusals:CALL_ON_PUBLIC_HOLIDAY',
  CALL_ATTEMPTS_EXCEEDED: 'refusals:CALL_ATTEMPTS_EXCEEDED',
  CALL_AFTER_REFUSAL: 'refusals:CALL_AFTER_REFUSAL',
  NUMBER_OPPOSED: 'refusals:NUMBER_OPPOSED',
  CONSENT_MISSING: 'refusals:CONSENT_MISSING',
  CALL_PHONE_MISSING: 'refusals:CALL_PHONE_MISSING',
  NUMBER_ALREADY_OPPOSED: 'refusals:NUMBER_ALREADY_OPPOSED',
  SIGNER_PHONE_MISSING: 'refusals:SIGNER_PHONE_MISSING',
  EMAIL_IN_PROGRESS: 'refusals:EMAIL_IN_PROGRESS',
  MAIL_OUTBOX_LOOPBACK_ONLY: 'refusals:MAIL_OUTBOX_LOOPBACK_ONLY',
  QUOTE_EXPIRED: 'refusals:QUOTE_EXPIRED',
  QUOTE_CLOSED: 'refusals:QUOTE_CLOSED',
  REVIEW_OWN_SALE: 'refusals:REVIEW_OWN_SALE',
  SALE_NOT_IN_QUALITY_STEP: 'refusals:SALE_NOT_IN_QUALITY_STEP',
  REVIEW_HELD_BY_OTHER: 'refusals:REVIEW_HELD_BY_OTHER',
  CHECKLIST_ANSWERS_INVALID: 'refusals:CHECKLIST_ANSWERS_INVALID',
  CHECKLIST_NOT_PASSED: 'refusals:CHECKLIST_NOT_PASSED',
  CONTRACT_NOT_ACTIVE: 'refusals:CONTRACT_NOT_ACTIVE',
  WITHDRAWAL_PERIOD_OVER: 'refusals:WITHDRAWAL_PERIOD_OVER',
  TERMINATION_BEFORE_EFFECTIVE_DATE: 'refusals:TERMINATION_BEFORE_EFFECTIVE_DATE',
  JOB_NOT_FAILED: 'refusals:JOB_NOT_FAILED',
  TOO_MANY_UNREFERENCED_FILES: 'refusals:TOO_MANY_UNREFERENCED_FILES',
} as const satisfies RefusalMessages;

/** True when a failed call is the API refusing for `reason`: `isRefusal(error, 'DUPLICATE')` marks the name field. */
export const isRefusal = (error: unknown, reason: RefusalReason): boolean =>
  error instanceof ApiError &&
  typeof error.details === 'object' &&
  error.details !== null &&
  (error.details as { reason?: unknown }).reason === reason;
