import { ApiError } from '@/lib/api-error';

/** The `details.reason` of a refused call (409 conflicts...), if any. */
export const errorReason = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
};

/** A 409 saying the name (or code, or label) is already taken. */
export const isDuplicate = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && errorReason(error) === 'DUPLICATE';
