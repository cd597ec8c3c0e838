import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';

export interface RecordSaveOptions<R> {
  /** The success toast, from the saved record. */
  success: (saved: R) => string;
  /** After the toast (usually the drawer's close()). */
  onSaved?: (saved: R) => void;
  /**
   * A failure the form explains itself (field errors from a 400, a duplicate name); returns true when it did.
   * Anything else becomes a toast.
   */
  onError?: (error: unknown) => boolean;
}

/**
 * The one save path of every record form (create and edit): run the mutation, toast, close; or explain the
 * failure. Whatever must happen on every failed save of every page, such as the stale-write (409
 * STALE_WRITE) conflict dialog, is added here once.
 */
export const useRecordSave = () => {
  const { t } = useTranslation();
  return useCallback(
    async <R>(run: () => Promise<R>, { success, onSaved, onError }: RecordSaveOptions<R>): Promise<void> => {
      let saved: R;
      try {
        saved = await run();
      } catch (error) {
        if (!onError?.(error)) toastApiError(t, error);
        return;
      }
      toastSuccess(success(saved));
      onSaved?.(saved);
    },
    [t],
  );
};
