import type { TFunction } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/mutation-toasts';
import { applyServerErrors } from '@/ui/form/apply-server-errors';

/** A duplicate phone lands on the phone field; other field errors on theirs; anything else is toasted. */
export const reportUserFormError = <T extends FieldValues>(
  t: TFunction,
  setError: UseFormSetError<T>,
  error: unknown,
): void => {
  if (error instanceof ApiError && error.code === 'PHONE_ALREADY_REGISTERED') {
    setError(
      'phone' as never,
      { type: 'server', message: 'PHONE_ALREADY_REGISTERED' },
      { shouldFocus: true },
    );
    return;
  }
  if (!applyServerErrors(setError, error)) toastApiError(t, error);
};
