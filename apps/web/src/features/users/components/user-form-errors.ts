import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/ui/form/apply-server-errors';

/**
 * A duplicate phone lands on the phone field, other field errors on theirs; returns false for anything else,
 * which the save path toasts (useRecordSave's onError).
 */
export const reportUserFormError = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): boolean => {
  if (error instanceof ApiError && error.code === 'PHONE_ALREADY_REGISTERED') {
    setError(
      'phone' as never,
      { type: 'server', message: 'PHONE_ALREADY_REGISTERED' },
      { shouldFocus: true },
    );
    return true;
  }
  return applyServerErrors(setError, error);
};
