import type { RefusalReason } from '@brokerage/shared';
import { AppError } from './app-error.ts';

/** A 400 naming the failing field, shaped like a schema validation failure (`details.fields`). */
export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { message, details: { fields: [{ path, message }] } });

/**
 * A 409 with a free-text `details.reason`.
 * @deprecated Declare the reason in `packages/shared/src/<feature>/<feature>.errors.ts` and throw it with
 * `refuser(...)` (platform/refusals.ts), which the web is type-checked to translate. Kept only until the
 * branches written before typed refusals are ported.
 */
export const conflict = (reason: string, message: string, details: Record<string, unknown> = {}) =>
  // Deliberately unchecked (see @deprecated): branches not yet ported pass reasons no catalogue declares.
  new AppError('CONFLICT', { message, reason: reason as RefusalReason, details });

/** True when a database error (possibly wrapped by the driver or Drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** A `.catch` handler that turns a unique-constraint violation into `toError()` and rethrows anything else. */
export const onUniqueViolation =
  (toError: () => Error) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? toError() : error;
  };
