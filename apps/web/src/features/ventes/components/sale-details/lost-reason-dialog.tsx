import { type Sale, saleStatusInputSchema } from '@brokerage/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { TextareaField } from '@/ui/form/textarea-field';
import { useZodForm } from '@/ui/form/use-zod-form';

/** The move to `lost` must say why (transitionNeedsReason): the shared schema's reason, required here. */
const lostReasonSchema = saleStatusInputSchema.pick({ reason: true }).required();

export interface LostReasonDialogProps {
  sale: Sale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the move; resolves when done (the dialog closes), throws when the caller explained a failure. */
  onConfirm: (reason: string) => Promise<void>;
}

/** "Mark as lost": asks for the reason, then hands it to the page, which sends the status change. */
export const LostReasonDialog = ({ sale, open, onOpenChange, onConfirm }: LostReasonDialogProps) => {
  const { t } = useTranslation();
  const form = useZodForm(lostReasonSchema, { reason: '' });
  const close = () => {
    form.reset({ reason: '' });
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('entities/ventes:lost.title', { number: sale.number })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
            {t('entities/ventes:lost.description')}
          </Dialog.Description>
          <Form
            form={form}
            onSubmit={async ({ reason }) => {
              try {
                await onConfirm(reason);
                close();
              } catch {
                // Kept open: the page has said why.
              }
            }}
          >
            <TextareaField
              name="reason"
              label={t('entities/ventes:lost.reason')}
              hint={t('entities/ventes:lost.reasonHint')}
              required
              rows={4}
              maxLength={1_000}
            />
            <FormActions className="mt-4" submitLabel={t('entities/ventes:lost.confirm')} onCancel={close} />
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
