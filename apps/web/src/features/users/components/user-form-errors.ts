import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/ui/form/apply-server-errors';

/** The codes of a value another live user holds, and the field they land on. */
const TAKEN_FIELDS: Partial<Record<string, 'phone' | 'email'>> = {
  PHONE_ALREADY_REGISTERED: 'phone',
  EMAIL_ALREADY_IN_USE: 'email',
};

/**
 * A duplicate phone or email lands on its field, other field errors on theirs; returns false for anything else,
 * which the save path toasts (useRecordSave's onError).
 */
export const reportUserFormError = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): boolean => {
  const code = error instanceof ApiError ? error.code : undefined;
  const field = code ? TAKEN_FIELDS[code] : undefined;
  if (code && field) {
    setError(field as never, { type: 'server', message: code }, { shouldFocus: true });
    return true;
  }
  return applyServerErrors(setError, error);
};
