import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { isDuplicate } from '@/lib/api-error-reason';

interface FieldFailure {
  path: string;
  message: string;
}

/** The failing fields of a 400 (`details.fields`), as the API reports them. */
export const serverFieldErrors = (error: unknown): FieldFailure[] => {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field) => {
    const record = field as { path?: unknown; message?: unknown };
    return typeof record.path === 'string' && record.path
      ? [{ path: record.path, message: typeof record.message === 'string' ? record.message : '' }]
      : [];
  });
};

/**
 * Puts the server's field errors on the form's fields (`details.fields[].path` is the field's dotted name).
 * Returns true when at least one was mapped; the caller then skips the failure toast. With `fields`, only
 * those names are mapped, so an error on a field the form does not show still toasts.
 */
export const applyServerErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields?: readonly string[],
): boolean => {
  let mapped = false;
  for (const failure of serverFieldErrors(error)) {
    if (fields && !fields.includes(failure.path)) continue;
    setError(failure.path as Path<T>, { type: 'server', message: failure.message }, { shouldFocus: !mapped });
    mapped = true;
  }
  return mapped;
};

/**
 * A 409 DUPLICATE (a taken name or code) put on the field that must be unique, with the form's own message;
 * false for any other failure, so the caller can go on explaining it.
 */
export const applyDuplicateError = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  field: Path<T>,
  message: string,
): boolean => {
  if (!isDuplicate(error)) return false;
  setError(field, { type: 'server', message }, { shouldFocus: true });
  return true;
};
