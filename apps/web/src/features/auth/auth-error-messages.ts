import { type CLIENT_MESSAGES, type ErrorCode, isErrorCode } from '@brokerage/shared';
import { ApiError, isNetworkFailure } from '@/lib/api-error';
import { MissingUserError } from '@/lib/session/auth-errors';

/** A message of the errors namespace: a server code, or one of the client's own messages (SPEC §8). */
export type ErrorMessageKey =
  | `errors:${ErrorCode}`
  | `errors:client.${keyof typeof CLIENT_MESSAGES}`
  /** A 429 that says how long to wait ({{minutes}}). */
  | 'errors:tryAgainInMinutes';

const VERIFICATION_FAILED: ErrorMessageKey = 'errors:client.verificationFailed';

/**
 * What each server code means while requesting or confirming an SMS code. Exhaustive on purpose: a new
 * code in the shared catalogue fails the type check here until someone decides what the user should read.
 */
const VERIFICATION_MESSAGES: Record<ErrorCode, ErrorMessageKey> = {
  INVALID_CODE: 'errors:INVALID_CODE',
  CODE_EXPIRED: 'errors:CODE_EXPIRED',
  MISSING_CODE: 'errors:MISSING_CODE',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'errors:TOO_MANY_ATTEMPTS_TRY_LATER',
  USER_DISABLED: 'errors:USER_DISABLED',
  MULTI_FACTOR_AUTH_REQUIRED: 'errors:MULTI_FACTOR_AUTH_REQUIRED',
  CAPTCHA_FAILED: 'errors:CAPTCHA_FAILED',
  PHONE_NOT_REGISTERED: 'errors:PHONE_NOT_REGISTERED',
  PHONE_ALREADY_REGISTERED: 'errors:PHONE_ALREADY_REGISTERED',
  INVALID_PHONE_NUMBER: 'errors:INVALID_PHONE_NUMBER',
  INVALID_SESSION_INFO: VERIFICATION_FAILED,
  VALIDATION_FAILED: VERIFICATION_FAILED,
  BAD_REQUEST: VERIFICATION_FAILED,
  UNAUTHENTICATED: VERIFICATION_FAILED,
  SESSION_EXPIRED: VERIFICATION_FAILED,
  INVALID_ID_TOKEN: VERIFICATION_FAILED,
  REFRESH_TOKEN_INVALID: VERIFICATION_FAILED,
  FORBIDDEN: VERIFICATION_FAILED,
  ACCESS_DENIED: VERIFICATION_FAILED,
  NOT_FOUND: VERIFICATION_FAILED,
  CONFLICT: VERIFICATION_FAILED,
  STALE_WRITE: VERIFICATION_FAILED,
  PAYLOAD_TOO_LARGE: VERIFICATION_FAILED,
  UNSUPPORTED_MEDIA_TYPE: VERIFICATION_FAILED,
  RANGE_NOT_SATISFIABLE: VERIFICATION_FAILED,
  TOKEN_MISSING: VERIFICATION_FAILED,
  INTERNAL: 'errors:client.identityFailed',
  SERVICE_UNAVAILABLE: 'errors:client.identityFailed',
  // Codes of the email and password forms (passwordErrorKey); the SMS steps never receive them.
  INVALID_CREDENTIAL: VERIFICATION_FAILED,
  WRONG_PASSWORD: VERIFICATION_FAILED,
  INVALID_EMAIL: VERIFICATION_FAILED,
  WEAK_PASSWORD: VERIFICATION_FAILED,
  CAPTCHA_REQUIRED: 'errors:CAPTCHA_REQUIRED',
  EXPIRED_ACTION_CODE: VERIFICATION_FAILED,
  INVALID_ACTION_CODE: VERIFICATION_FAILED,
  REQUIRES_RECENT_LOGIN: VERIFICATION_FAILED,
  USER_NOT_FOUND: VERIFICATION_FAILED,
  EMAIL_ALREADY_IN_USE: VERIFICATION_FAILED,
};

export const failedFields = (error: ApiError): string[] => {
  const fields = (error.details as { fields?: Array<{ path?: unknown }> } | undefined)?.fields;
  return Array.isArray(fields) ? fields.map((field) => String(field.path ?? '')) : [];
};

/**
 * The wait a 429 asks for, in whole minutes (at least 1), from the body's `details.retryAfterSeconds` (the
 * `Retry-After` header carries the same value); null for any other failure.
 */
export const retryAfterMinutes = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
};

/** Requesting a code (verification-codes) and confirming it (sign-in/phone). */
export const verificationErrorKey = (error: unknown): ErrorMessageKey => {
  if (isNetworkFailure(error)) return 'errors:client.networkProblem';
  // The identity service answered 2xx with something that is not a token: it failed, not the user.
  // By name rather than `instanceof ZodError`: importing zod here would put it on the login page's first load.
  if (error instanceof Error && error.name === 'ZodError') return 'errors:client.identityFailed';
  if (!(error instanceof ApiError)) return VERIFICATION_FAILED;
  if (error.code === 'VALIDATION_FAILED' && failedFields(error).includes('phoneNumber')) {
    return 'errors:INVALID_PHONE_NUMBER';
  }
  if (retryAfterMinutes(error) !== null) return 'errors:tryAgainInMinutes';
  if (isErrorCode(error.code)) return VERIFICATION_MESSAGES[error.code];
  return error.status >= 500 ? 'errors:client.identityFailed' : VERIFICATION_FAILED;
};

/** Exchanging the ID token for the product's session cookie (set-cookie), SPEC §8. */
export const sessionCookieErrorKey = (error: unknown): ErrorMessageKey => {
  if (error instanceof MissingUserError) return 'errors:client.loginMissingUser';
  if (isNetworkFailure(error)) return 'errors:client.networkProblem';
  if (error instanceof ApiError) {
    if (error.code === 'PHONE_NOT_REGISTERED') return 'errors:PHONE_NOT_REGISTERED';
    if (error.status === 403) return 'errors:ACCESS_DENIED';
  }
  return 'errors:client.loginBackendFailed';
};

/** Submitting a registration (auth/register). */
export const registrationErrorKey = (error: unknown): ErrorMessageKey => {
  if (isNetworkFailure(error)) return 'errors:client.networkProblem';
  if (error instanceof ApiError && isErrorCode(error.code) && error.status < 500)
    return `errors:${error.code}`;
  return 'errors:client.loginBackendFailed';
};
