import { isErrorCode } from '@brokerage/shared';
import { type ErrorMessageKey, failedFields, retryAfterMinutes } from '@/features/auth/auth-error-messages';
import { ApiError, isNetworkFailure } from '@/lib/api-error';

// Apart from the SMS steps' messages: the forms that need these load after the sign-in page's first paint.

/**
 * The email and password forms (sign-in, forgot and reset password, the profile's password): every identity
 * code of SPEC §8 they can receive has its own message; a malformed email or a 400 naming the password field
 * says which; a 429 says how long to wait.
 */
export const passwordErrorKey = (error: unknown): ErrorMessageKey => {
  if (isNetworkFailure(error)) return 'errors:client.networkProblem';
  if (error instanceof Error && error.name === 'ZodError') return 'errors:client.identityFailed';
  if (!(error instanceof ApiError)) return 'errors:client.identityFailed';
  if (error.code === 'VALIDATION_FAILED' && failedFields(error).includes('email'))
    return 'errors:INVALID_EMAIL';
  if (retryAfterMinutes(error) !== null) return 'errors:tryAgainInMinutes';
  if (isErrorCode(error.code) && error.status < 500 && error.code !== 'VALIDATION_FAILED')
    return `errors:${error.code}`;
  return error.status >= 500 ? 'errors:client.identityFailed' : 'errors:VALIDATION_FAILED';
};

/** Whether a refused password sign-in asks for the captcha on the next try (details.captchaRequired). */
export const captchaRequiredBy = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.details as { captchaRequired?: unknown } | undefined)?.captchaRequired === true;
