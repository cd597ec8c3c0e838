import type { RefusalReason } from '@brokerage/shared';
import { ApiError } from '@/lib/api-client';

/** The translation key of a refusal's message, in the `errors` namespace. */
type RefusalMessageKey = `errors:reasons.${string}`;

/**
 * One translated message per refusal reason the API declares (`packages/shared/src/<feature>/<feature>.errors.ts`).
 * Typed as a complete record, so a reason declared without its message here fails the type check; the
 * locale test checks that each key exists in en, fr and ar. A message may interpolate the reason's declared
 * params (`{{count}}`).
 */
export type RefusalMessages = { readonly [Reason in RefusalReason]: RefusalMessageKey };

export const REFUSAL_MESSAGES = {
  DUPLICATE: 'errors:reasons.DUPLICATE',
  IN_USE: 'errors:reasons.IN_USE',
  MODULE_DISABLED: 'errors:reasons.MODULE_DISABLED',
  SELF_DISABLE: 'errors:reasons.SELF_DISABLE',
  SELF_DELETE: 'errors:reasons.SELF_DELETE',
  NOT_PENDING: 'errors:reasons.NOT_PENDING',
  ROLE_EXCEEDS_OWN_PERMISSIONS: 'errors:reasons.ROLE_EXCEEDS_OWN_PERMISSIONS',
  OWN_ROLE_ASSIGNMENT_LOCKED: 'errors:reasons.OWN_ROLE_ASSIGNMENT_LOCKED',
  GRANT_EXCEEDS_OWN_PERMISSIONS: 'errors:reasons.GRANT_EXCEEDS_OWN_PERMISSIONS',
  OWN_ROLE_LOCKED: 'errors:reasons.OWN_ROLE_LOCKED',
  LOOPBACK_ONLY: 'errors:reasons.LOOPBACK_ONLY',
  ROLE_NAME_TAKEN: 'errors:reasons.ROLE_NAME_TAKEN',
  ROLE_NAME_RESERVED: 'errors:reasons.ROLE_NAME_RESERVED',
  ROOT_ROLE_PROTECTED: 'errors:reasons.ROOT_ROLE_PROTECTED',
  ROLE_IN_USE: 'errors:reasons.ROLE_IN_USE',
  HAS_TEAMS: 'errors:reasons.HAS_TEAMS',
  HAS_USERS: 'errors:reasons.HAS_USERS',
  PROVIDER_TYPE_IN_USE: 'errors:reasons.PROVIDER_TYPE_IN_USE',
  HAS_MEMBERS: 'errors:reasons.HAS_MEMBERS',
  GAMME_INACTIVE: 'errors:reasons.GAMME_INACTIVE',
  HAS_SUB_LINES: 'errors:reasons.HAS_SUB_LINES',
  HAS_QUESTIONS: 'errors:reasons.HAS_QUESTIONS',
  NO_TEAM: 'errors:reasons.NO_TEAM',
  NO_GAMMES: 'errors:reasons.NO_GAMMES',
  GAMME_NOT_ASSIGNED: 'errors:reasons.GAMME_NOT_ASSIGNED',
  NO_PRICING_PROVIDER: 'errors:reasons.NO_PRICING_PROVIDER',
  FORBIDDEN_TRANSITION: 'errors:reasons.FORBIDDEN_TRANSITION',
  TRANSITION_HAS_ITS_OWN_STEP: 'errors:reasons.TRANSITION_HAS_ITS_OWN_STEP',
  SALE_NOT_EDITABLE: 'errors:reasons.SALE_NOT_EDITABLE',
  SALE_INCOMPLETE: 'errors:reasons.SALE_INCOMPLETE',
  QUOTE_MISMATCH: 'errors:reasons.QUOTE_MISMATCH',
  LIKELY_DUPLICATE: 'errors:reasons.LIKELY_DUPLICATE',
  FORBIDDEN_QUOTE_TRANSITION: 'errors:reasons.FORBIDDEN_QUOTE_TRANSITION',
  QUOTE_INCOMPLETE: 'errors:reasons.QUOTE_INCOMPLETE',
  PRODUCT_NOT_OFFERED: 'errors:reasons.PRODUCT_NOT_OFFERED',
} as const satisfies RefusalMessages;

/** True when a failed call is the API refusing for `reason`: `isRefusal(error, 'DUPLICATE')` marks the name field. */
export const isRefusal = (error: unknown, reason: RefusalReason): boolean =>
  error instanceof ApiError &&
  typeof error.details === 'object' &&
  error.details !== null &&
  (error.details as { reason?: unknown }).reason === reason;
