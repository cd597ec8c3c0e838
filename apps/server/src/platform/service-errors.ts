import { AppError } from './app-error.ts';

/** A 400 naming the failing field, shaped like a schema validation failure (`details.fields`). */
export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { message, details: { fields: [{ path, message }] } });

/** An error and its causes, outermost first (a database error wrapped by the driver or Drizzle), five at most. */
export const causeChain = (error: unknown): object[] => {
  const chain: object[] = [];
  let current: unknown = error;
  while (chain.length < 5 && typeof current === 'object' && current !== null) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

/** The codes along an error's cause chain: a database error's SQLSTATE, wrapped by the driver or Drizzle. */
export const errorCodes = (error: unknown): string[] =>
  causeChain(error)
    .map((link) => (link as { code?: unknown }).code)
    .filter((code): code is string => typeof code === 'string');

/** True when a database error (possibly wrapped by the driver or Drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => errorCodes(error).includes('23505');

/**
 * Failures the same request may not meet a moment later: a deadlock or serialization failure (PostgreSQL rolled
 * the transaction back), a lock it would not wait for, a database restarting or out of connections, and a
 * connection refused or cut (class 08, or the socket's own code). `errors.ts` answers them 503 with Retry-After.
 */
const TRANSIENT_FAILURE_CODES = new Set([
  '40001',
  '40P01',
  '55P03',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
]);

export const isTransientFailure = (error: unknown): boolean =>
  errorCodes(error).some((code) => TRANSIENT_FAILURE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));

/** A `.catch` handler that turns a unique-constraint violation into `toError()` and rethrows anything else. */
export const onUniqueViolation =
  (toError: () => Error) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? toError() : error;
  };
