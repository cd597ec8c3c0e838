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
