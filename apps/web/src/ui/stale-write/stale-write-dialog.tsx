import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { displayValue, type FieldDifference } from '@/ui/stale-write/stale-write';

export interface StaleWriteDialogProps {
  open: boolean;
  differences: FieldDifference[];
  /** The label of a field as the form shows it; the field's name when absent. */
  fieldLabel?: (field: string) => string;
  /** Loads the server's record into the form, discarding the user's changes. */
  onReload: () => void;
  /** Closes the dialog and leaves the form as the user left it (their changes are kept, not saved). */
  onDismiss: () => void;
}

/**
 * Shown when a save meets a newer version of the record (409 STALE_WRITE): reload the record (discarding one's
 * changes) or review the differences field by field. Nothing is ever saved from here, so nobody's work is
 * overwritten without them seeing it.
 */
export const StaleWriteDialog = ({
  open,
  differences,
  fieldLabel,
  onReload,
  onDismiss,
}: StaleWriteDialogProps) => {
  const { t } = useTranslation();
  const [reviewing, setReviewing] = useState(false);
  const close = () => {
    setReviewing(false);
    onDismiss();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content
          role="alertdialog"
          data-testid="stale-write-dialog"
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[85vh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('ui:staleWrite.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('ui:staleWrite.description')}
          </Dialog.Description>
          {reviewing && (
            <CompactTable
              className="mt-4 table-fixed"
              caption={t('ui:staleWrite.differences')}
              columns={[
                { key: 'field', header: t('ui:staleWrite.field') },
                { key: 'yours', header: t('ui:staleWrite.yours') },
                { key: 'theirs', header: t('ui:staleWrite.theirs') },
              ]}
            >
              {differences.length === 0 ? (
                <tr>
                  <td colSpan={3} className={clsx(compactCell(), 'text-slate-600 dark:text-slate-300')}>
                    {t('ui:staleWrite.noDifference')}
                  </td>
                </tr>
              ) : (
                differences.map(({ field, yours, theirs }) => (
                  <tr key={field} className="border-t border-slate-200 align-top dark:border-slate-800">
                    <th
                      scope="row"
                      className={clsx(compactCell(), 'font-medium text-slate-900 dark:text-slate-100')}
                    >
                      {fieldLabel?.(field) ?? field}
                    </th>
                    <td className={clsx(compactCell(), 'break-words')}>{displayValue(yours)}</td>
                    <td className={clsx(compactCell(), 'break-words')}>{displayValue(theirs)}</td>
                  </tr>
                ))
              )}
            </CompactTable>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              {t('ui:staleWrite.keepEditing')}
            </Button>
            {!reviewing && (
              <Button type="button" variant="outline" onClick={() => setReviewing(true)}>
                {t('ui:staleWrite.review')}
              </Button>
            )}
            <Button
              type="button"
              onClick={() => {
                setReviewing(false);
                onReload();
              }}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('ui:staleWrite.reload')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
