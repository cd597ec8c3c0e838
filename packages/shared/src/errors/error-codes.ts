/** Stable error codes of the API and their HTTP status (SPEC §8). The web translates `errors.<code>`. */
export const ERROR_STATUSES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_ID_TOKEN: 401,
  REFRESH_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  ACCESS_DENIED: 403,
  MULTI_FACTOR_AUTH_REQUIRED: 403,
  USER_DISABLED: 403,
  NOT_FOUND: 404,
  PHONE_NOT_REGISTERED: 404,
  CONFLICT: 409,
  STALE_WRITE: 409,
  PHONE_ALREADY_REGISTERED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_ATTEMPTS_TRY_LATER: 429,
  INVALID_PHONE_NUMBER: 400,
  CAPTCHA_FAILED: 400,
  MISSING_CODE: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  INVALID_SESSION_INFO: 400,
  TOKEN_MISSING: 400,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  // The identity provider's codes of SPEC §8 that email-and-password sign-in answers, in the API's own
  // upper-case style (INVALID_CREDENTIAL is the spec's invalid-credential); too-many-requests is
  // TOO_MANY_ATTEMPTS_TRY_LATER and user-disabled USER_DISABLED above.
  /** Wrong password, unknown email or no password set: one answer, so the form reveals no account. */
  INVALID_CREDENTIAL: 400,
  /** The current password, where the caller is already known (never on the sign-in form). */
  WRONG_PASSWORD: 400,
  INVALID_EMAIL: 400,
  WEAK_PASSWORD: 400,
  CAPTCHA_REQUIRED: 400,
  EXPIRED_ACTION_CODE: 400,
  INVALID_ACTION_CODE: 400,
  /** 403 rather than 401: a 401 would make the web client refresh the session and retry, to no avail. */
  REQUIRES_RECENT_LOGIN: 403,
  USER_NOT_FOUND: 404,
  EMAIL_ALREADY_IN_USE: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUSES;

/**
 * The English message of each code, the API's `message`. Apart from the statuses so that the web, which shows
 * its own translation of the code (`errors.<code>`), does not ship these texts.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'The request is invalid.',
  BAD_REQUEST: 'The request is invalid.',
  UNAUTHENTICATED: 'Authentication required.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  INVALID_ID_TOKEN: 'Invalid token provided for refresh',
  REFRESH_TOKEN_INVALID: 'Authentication token refresh failed',
  FORBIDDEN: 'Forbidden resource',
  ACCESS_DENIED: 'Access denied. Your account may have insufficient permissions.',
  MULTI_FACTOR_AUTH_REQUIRED: 'Your role requires a second factor. Set up an authenticator app to continue.',
  USER_DISABLED: 'This account has been disabled. Please contact support.',
  NOT_FOUND: 'Not found.',
  PHONE_NOT_REGISTERED: 'This phone number is not registered in our system. Please contact support.',
  CONFLICT: 'This record was changed by someone else. Reload and try again.',
  STALE_WRITE:
    'This record was changed by someone else since you opened it. Reload it or review the differences.',
  PHONE_ALREADY_REGISTERED: 'This phone number is already registered.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not accepted.',
  RANGE_NOT_SATISFIABLE: 'The requested range is outside the file.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Too many attempts. Please try again later.',
  INVALID_PHONE_NUMBER: 'This phone number is not valid.',
  CAPTCHA_FAILED: 'Captcha verification failed. Please try again.',
  MISSING_CODE: 'Please enter the verification code.',
  INVALID_CODE: 'Invalid verification code. Please check and try again.',
  CODE_EXPIRED: 'The verification code has expired. Please request a new one.',
  INVALID_SESSION_INFO: 'Verification failed. Please try again.',
  TOKEN_MISSING: 'Invalid token provided for refresh',
  INTERNAL: 'An unexpected error occurred.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
  INVALID_CREDENTIAL: 'The email or password is incorrect.',
  WRONG_PASSWORD: 'The password is incorrect.',
  INVALID_EMAIL: 'This email address is not valid.',
  WEAK_PASSWORD: 'Choose a password of at least 12 characters that is not a common one.',
  CAPTCHA_REQUIRED: 'Please complete the captcha to continue.',
  EXPIRED_ACTION_CODE: 'This link has expired. Please ask for a new one.',
  INVALID_ACTION_CODE: 'This link is not valid or was already used. Please ask for a new one.',
  REQUIRES_RECENT_LOGIN: 'For your security, sign in again before changing your password.',
  USER_NOT_FOUND: 'There is no user for this account any more.',
  EMAIL_ALREADY_IN_USE: 'This email address is already used by another account.',
} as const satisfies Record<ErrorCode, string>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUSES, value);

/** Client-side messages of SPEC §8 that no server code carries. */
export const CLIENT_MESSAGES = {
  loginBackendFailed: 'Authentication failed when connecting to backend. Please try again.',
  loginMissingUser: 'Invalid response from backend - missing user data.',
  identityFailed: 'Authentication with the identity service failed. Please try again.',
  networkProblem: 'Network connection problem. Please check your internet connection.',
  verificationFailed: 'Verification failed. Please try again.',
  phoneAuthInitFailed: 'Failed to initialize phone authentication.',
  logoutFailed: 'Logout failed. Please try again.',
  redirectLoop: 'Authentication error: redirect loop detected. Please try clearing your cookies and cache.',
  refreshNetworkError: 'Network error during token refresh',
  refreshFailed: 'Authentication token refresh failed',
  permissionDenied: 'Permission Denied',
  forbiddenDefault: 'Forbidden resource',
  saleMissingData: 'Invalid API response - missing data property',
  questionNotFound: 'Question with ID not found - response did not contain data',
  gammesLoadFailed: 'Failed to load product lines',
  gammesFormatInvalid: 'Invalid gammes data format',
  customerIdInvalid: 'Invalid or missing customerId',
} as const;
