import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { RowAction } from '@/ui/data-table/row-actions-menu';
import { deleteRowAction } from '@/ui/list-page/row-actions';

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

export interface DeleteRowActionOptions<T> {
  /**
   * Where the texts are: `prefix` + `actions.delete`, `delete.title`, `delete.description` and `toast.deleted`
   * ('companies:', 'questions:categories.').
   */
  prefix: string;
  /** The values the title and the toast interpolate, e.g. `{ name: company.name }`. */
  named: (record: T) => Record<string, string>;
  remove: (record: T) => Promise<unknown>;
  /** Without the delete permission (or for a record that cannot go) the action is hidden. */
  allowed: (record: T) => boolean;
  /** The dialog's text when it depends on the record (a role still assigned to users). */
  description?: (record: T) => string | undefined;
}

/**
 * A list's Delete row action in the kit's words: it confirms, deletes, toasts, and keeps the dialog open with
 * the reason when the server refuses. Render `deleteDialog` once in the page.
 */
export const useDeleteRowAction = <T,>({
  prefix,
  named,
  remove,
  allowed,
  description,
}: DeleteRowActionOptions<T>) => {
  const { t } = useTranslation();
  const { confirmDelete, deleteDialog } = useConfirmDelete();
  const deleteAction = (record: T): RowAction =>
    deleteRowAction(
      t(`${prefix}actions.delete`),
      () =>
        confirmDelete({
          title: t(`${prefix}delete.title`, named(record)),
          description: description?.(record) ?? t(`${prefix}delete.description`),
          confirmLabel: t(`${prefix}actions.delete`),
          run: () => remove(record),
          success: t(`${prefix}toast.deleted`, named(record)),
        }),
      allowed(record),
    );
  return { deleteAction, deleteDialog };
};
