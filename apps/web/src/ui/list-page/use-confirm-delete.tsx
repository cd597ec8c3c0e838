import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export interface DeleteRequest {
  title: string;
  description?: ReactNode;
  /** Defaults to "Delete". */
  confirmLabel?: string;
  /** The deletion itself (a mutation's mutateAsync). */
  run: () => Promise<unknown>;
  /** The success toast, already translated. */
  success: string;
  /** The failure toast for a refusal the page can explain better; undefined falls back to the API's meaning. */
  failureMessage?: (error: unknown) => string | undefined;
}

/**
 * The one way a list page deletes: `confirmDelete({ title, run, success })` opens the danger dialog; its
 * button shows the deletion in progress; success toasts and closes, failure toasts and keeps the dialog
 * open. Render `deleteDialog` once in the page.
 */
export const useConfirmDelete = () => {
  const { t } = useTranslation();
  const [request, setRequest] = useState<DeleteRequest | null>(null);
  const deleteDialog = request ? (
    <ConfirmDialog
      open
      danger
      title={request.title}
      description={request.description}
      confirmLabel={request.confirmLabel ?? t('ui:confirm.delete')}
      onOpenChange={(open) => {
        if (!open) setRequest(null);
      }}
      onConfirm={async () => {
        try {
          await request.run();
          toastSuccess(request.success);
        } catch (error) {
          const message = request.failureMessage?.(error);
          if (message) toast.error(message);
          else toastApiError(t, error);
          throw error;
        }
      }}
    />
  ) : null;
  return { confirmDelete: setRequest, deleteDialog };
};
