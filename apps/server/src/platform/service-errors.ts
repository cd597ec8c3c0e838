import { AppError } from './app-error.ts';

/** A 400 naming the failing field, shaped like a schema validation failure (`details.fields`). */
export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { message, details: { fields: [{ path, message }] } });

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
