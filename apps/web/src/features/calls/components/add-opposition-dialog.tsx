import { createOppositionInputSchema } from '@brokerage/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useCreateOppositionNumber } from '@/features/calls/api/opposition-numbers';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
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
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('calls:add.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
            {t('calls:add.description')}
          </Dialog.Description>
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
            <TextField
              name="phoneNumber"
              type="tel"
              dir="ltr"
              label={t('calls:fields.phoneNumber')}
              required
            />
            <TextField name="reason" label={t('calls:fields.reason')} maxLength={500} />
            <FormActions submitLabel={t('calls:add.submit')} onCancel={close} />
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
