import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export interface DeleteRequest {
  title: string;
  description?: string;
  /** Defaults to "Delete". */
  confirmLabel?: string;
  /** The deletion itself (a mutation's mutateAsync). */
  run: () => Promise<unknown>;
  /** The success toast, already translated. */
  success: string;
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
          toastApiError(t, error);
          throw error;
        }
      }}
    />
  ) : null;
  return { confirmDelete: setRequest, deleteDialog };
};
