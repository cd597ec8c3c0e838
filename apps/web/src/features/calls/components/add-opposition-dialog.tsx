import { createOppositionInputSchema } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateOppositionNumber } from '@/features/calls/api/opposition-numbers';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { DialogFrame } from '@/ui/dialog-frame';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';

const EMPTY = { phoneNumber: '', reason: '' };

/** "Add a number": a customer asked not to be called (source `customer_request`). */
export const AddOppositionDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation();
  const form = useZodForm(createOppositionInputSchema, EMPTY, {
    translateMessage: (message) =>
      message === 'INVALID_PHONE_NUMBER' ? t('calls:add.invalidPhone') : message,
  });
  const create = useCreateOppositionNumber();
  const close = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('calls:add.title')}
      description={t('calls:add.description')}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          try {
            const entry = await create.mutateAsync({
              phoneNumber: values.phoneNumber,
              ...(values.reason ? { reason: values.reason } : {}),
            });
            toastSuccess(t('calls:toast.added', { phone: entry.phoneNumber }));
            close();
          } catch (error) {
            toastApiError(t, error);
          }
        }}
      >
        <TextField name="phoneNumber" type="tel" dir="ltr" label={t('calls:fields.phoneNumber')} required />
        <TextField name="reason" label={t('calls:fields.reason')} maxLength={500} />
        <FormActions submitLabel={t('calls:add.submit')} onCancel={close} />
      </Form>
    </DialogFrame>
  );
};
