import { useCallback, useState } from 'react';
import { type FieldDifference, fieldDifferences, staleWriteCurrent } from '@/ui/stale-write/stale-write';
import { StaleWriteDialog } from '@/ui/stale-write/stale-write-dialog';

interface Conflict<T> {
  current: T;
  differences: FieldDifference[];
}

export interface UseStaleWriteOptions<T> {
  /** Puts the server's record (with its new version) into the form; the user's unsaved changes are dropped. */
  onReload: (current: T) => void;
  fieldLabel?: (field: string) => string;
}

/**
 * The one way a form meets a stale write. In the save's `catch`, `if (handleStaleWrite(error, sent)) return;`
 * opens the dialog when the server answered 409 STALE_WRITE (and says it did, so the caller skips its own
 * error report); render `staleWriteDialog` once in the form.
 */
export const useStaleWrite = <T extends object>({ onReload, fieldLabel }: UseStaleWriteOptions<T>) => {
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);

  const handleStaleWrite = useCallback((error: unknown, sent: object): boolean => {
    const current = staleWriteCurrent(error);
    if (!current) return false;
    setConflict({
      current: current as T,
      differences: fieldDifferences(sent as Record<string, unknown>, current),
    });
    return true;
  }, []);

  const staleWriteDialog = (
    <StaleWriteDialog
      open={conflict !== null}
      differences={conflict?.differences ?? []}
      {...(fieldLabel ? { fieldLabel } : {})}
      onDismiss={() => setConflict(null)}
      onReload={() => {
        if (conflict) onReload(conflict.current);
        setConflict(null);
      }}
    />
  );

  return { handleStaleWrite, staleWriteDialog, conflict: conflict?.current ?? null };
};

/**
 * `useStaleWrite` for an edit form of a versioned record: keeps the version the form loaded (the record's, then
 * the server's after a reload) and, on reload, resets the form with `toValues(current)`. For a create form
 * (`record` undefined) `version` is undefined and nothing opens.
 */
export const useStaleWriteForm = <T extends { version: number }, Values>(
  record: T | undefined,
  {
    reset,
    toValues,
    fieldLabel,
  }: {
    reset: (values: Values) => void;
    toValues: (record: T) => Values;
    fieldLabel?: (field: string) => string;
  },
) => {
  const [version, setVersion] = useState(record?.version);
  const stale = useStaleWrite<T>({
    onReload: (current) => {
      setVersion(current.version);
      reset(toValues(current));
    },
    ...(fieldLabel ? { fieldLabel } : {}),
  });
  return { version, ...stale };
};
