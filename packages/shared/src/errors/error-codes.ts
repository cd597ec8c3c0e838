/**
 * Stable error codes of the API, their HTTP status and their English message (SPEC §8).
 * The web translates `errors.<code>`; the English text here is also the API's `message`.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'The request is invalid.' },
  BAD_REQUEST: { status: 400, message: 'The request is invalid.' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication required.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  INVALID_ID_TOKEN: { status: 401, message: 'Invalid token provided for refresh' },
  REFRESH_TOKEN_INVALID: { status: 401, message: 'Authentication token refresh failed' },
  FORBIDDEN: { status: 403, message: 'Forbidden resource' },
  ACCESS_DENIED: { status: 403, message: 'Access denied. Your account may have insufficient permissions.' },
  USER_DISABLED: { status: 403, message: 'This account has been disabled. Please contact support.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PHONE_NOT_REGISTERED: {
    status: 404,
    message: 'This phone number is not registered in our system. Please contact support.',
  },
  CONFLICT: { status: 409, message: 'This record was changed by someone else. Reload and try again.' },
  STALE_WRITE: {
    status: 409,
    message:
      'This record was changed by someone else since you opened it. Reload it or review the differences.',
  },
  PHONE_ALREADY_REGISTERED: { status: 409, message: 'This phone number is already registered.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of file is not accepted.' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'The requested range is outside the file.' },
  TOO_MANY_ATTEMPTS_TRY_LATER: { status: 429, message: 'Too many attempts. Please try again later.' },
  INVALID_PHONE_NUMBER: { status: 400, message: 'This phone number is not valid.' },
  CAPTCHA_FAILED: { status: 400, message: 'Captcha verification failed. Please try again.' },
  MISSING_CODE: { status: 400, message: 'Please enter the verification code.' },
  INVALID_CODE: { status: 400, message: 'Invalid verification code. Please check and try again.' },
  CODE_EXPIRED: { status: 400, message: 'The verification code has expired. Please request a new one.' },
  INVALID_SESSION_INFO: { status: 400, message: 'Verification failed. Please try again.' },
  TOKEN_MISSING: { status: 400, message: 'Invalid token provided for refresh' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

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
