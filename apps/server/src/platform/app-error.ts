import { ERROR_MESSAGES, ERROR_STATUSES, type ErrorCode, type RefusalReason } from '@brokerage/shared';

/** `details` never names its own `reason`: a refusal reason is declared and thrown through `refuser`. */
type ReasonlessDetails = Record<string, unknown> & { reason?: never };

export interface AppErrorOptions {
  message?: string;
  details?: ReasonlessDetails;
  /** Set by `refuser` (platform/refusals.ts) only; it becomes `details.reason`. */
  reason?: RefusalReason;
  /** Extra top-level fields of the error body, for routes whose contract names them (refresh-token). */
  extra?: Record<string, unknown>;
  cause?: unknown;
}

/** The one error services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUSES[code];
    this.details = options.reason ? { reason: options.reason, ...options.details } : options.details;
    this.extra = options.extra;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', { message: `${what} not found.` });
