import { type Sale, saleStatusInputSchema } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/ui/dialog-frame';
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
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('entities/ventes:lost.title', { number: sale.number })}
      description={t('entities/ventes:lost.description')}
    >
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
    </DialogFrame>
  );
};
