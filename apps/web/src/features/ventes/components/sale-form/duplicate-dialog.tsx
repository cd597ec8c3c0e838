import type { CustomerCandidate } from '@brokerage/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { customerLine } from './customer-search';

export interface DuplicateDialogProps {
  /** The likely duplicates the server found; the dialog is open while there are some. */
  candidates: CustomerCandidate[] | null;
  onPick: (candidate: CustomerCandidate) => void;
  onCreateAnyway: () => void;
  onCancel: () => void;
}

/** A 409 LIKELY_DUPLICATE: the agent links one of the existing customers, or creates the new one anyway. */
export const DuplicateDialog = ({ candidates, onPick, onCreateAnyway, onCancel }: DuplicateDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={candidates !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {t('sale-form:duplicate.title')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
            {t('sale-form:duplicate.description')}
          </Dialog.Description>
          <ul className="flex flex-col gap-2">
            {(candidates ?? []).map((candidate) => (
              <li
                key={candidate.customer.customerId}
                className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700"
              >
                <span className="text-sm break-words text-slate-800 dark:text-slate-200">
                  {customerLine(candidate.customer)}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t('sale-form:duplicate.matchedOn', {
                    fields: candidate.matchedOn
                      .map((field) => t(`sale-form:duplicate.fields.${field}`))
                      .join(', '),
                  })}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="self-start"
                  onClick={() => onPick(candidate)}
                >
                  {t('sale-form:duplicate.useThis')}
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('ui:form.cancel')}
            </Button>
            <Button type="button" onClick={onCreateAnyway}>
              {t('sale-form:duplicate.createAnyway')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
