/** What a failed API call throws (lib/api-client.ts), and how an error answer's body becomes one. */

/** status 0 with these codes means the request never got an HTTP answer. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const TIMEOUT_CODE = 'TIMEOUT';

export interface ApiErrorInit {
  status: number;
  message: string;
  path: string;
  code?: string;
  details?: unknown;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly path: string;
  readonly details?: unknown;
  readonly body?: unknown;

  constructor({ status, message, path, code, details, body, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.path = path;
    this.details = details;
    this.body = body;
  }
}

/** True when the request failed before any HTTP answer: offline, DNS, CORS, or our own timeout. */
export const isNetworkFailure = (error: unknown): boolean =>
  (error instanceof ApiError && error.status === 0) || error instanceof TypeError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CODE_PATTERN = /^[A-Z][A-Z0-9_]+$/;

/**
 * The API answers `{ statusCode, error, message, code, path, details }`; the refresh endpoint answers
 * `{ success: false, error: 'TOKEN_MISSING', message }`, so an upper-case `error` is read as a code too.
 */
export const toApiError = (response: Response, body: unknown, path: string): ApiError => {
  const record = isRecord(body) ? body : {};
  const code =
    typeof record.code === 'string'
      ? record.code
      : typeof record.error === 'string' && CODE_PATTERN.test(record.error)
        ? record.error
        : undefined;
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError({
    status: response.status,
    message,
    code,
    path: typeof record.path === 'string' ? record.path : path,
    details: record.details,
    body,
  });
};
