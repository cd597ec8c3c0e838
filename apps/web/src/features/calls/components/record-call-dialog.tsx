import { CALL_OUTCOMES, type CreateCallAttemptInput, type Sale } from '@brokerage/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRecordSaleCall } from '@/features/calls/api/record-call';
import { toastSuccess } from '@/lib/mutation-toasts';
import { DialogFrame } from '@/ui/dialog-frame';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useCallMessages } from './call-messages';

/**
 * The dialog's own form: the call-back time as the browser's `datetime-local` text (the agent's clock), turned
 * into an instant when sent; the API checks the rest (createCallAttemptInputSchema).
 */
const callFormSchema = z
  .object({
    outcome: z.enum(CALL_OUTCOMES),
    callBackAt: z.string(),
    note: z.string().trim().max(2_000),
    addToOppositionList: z.boolean(),
  })
  .superRefine((form, context) => {
    if (form.outcome === 'call_back' && !form.callBackAt) {
      context.addIssue({ code: 'custom', path: ['callBackAt'], message: 'calls:record.callBackRequired' });
    }
  });
type CallForm = z.infer<typeof callFormSchema>;

const EMPTY: CallForm = { outcome: 'no_answer', callBackAt: '', note: '', addToOppositionList: false };

const toInput = (form: CallForm): CreateCallAttemptInput => ({
  outcome: form.outcome,
  ...(form.outcome === 'call_back' && form.callBackAt
    ? { callBackAt: new Date(form.callBackAt).toISOString() }
    : {}),
  ...(form.note ? { note: form.note } : {}),
  ...(form.outcome === 'refused' && form.addToOppositionList ? { addToOppositionList: true } : {}),
});

export interface RecordCallDialogProps {
  sale: Sale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Record a call attempt": outcome, call-back time, note and, on a refusal, "add to the do-not-call list". */
export const RecordCallDialog = ({ sale, open, onOpenChange }: RecordCallDialogProps) => {
  const { t } = useTranslation();
  const form = useZodForm(callFormSchema, EMPTY, { translateMessage: (message) => t(message) });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const record = useRecordSaleCall();
  const { failure } = useCallMessages();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    form.reset(EMPTY);
    setRefusal(null);
    onOpenChange(false);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('calls:record.title', { number: sale.number })}
      description={t('calls:record.description')}
    >
      {refusal && (
        <p
          role="alert"
          className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {refusal}
        </p>
      )}
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          setRefusal(null);
          try {
            await record.mutateAsync({ id: sale.id, input: toInput(values) });
            toastSuccess(t('calls:toast.recorded'));
            close();
          } catch (error) {
            setRefusal(failure(error));
          }
        }}
      >
        <SelectField
          name="outcome"
          label={t('calls:fields.outcome')}
          required
          options={CALL_OUTCOMES.map((value) => ({ value, label: t(`calls:outcome.${value}`) }))}
        />
        {outcome === 'call_back' && (
          <TextField name="callBackAt" type="datetime-local" label={t('calls:fields.callBackAt')} required />
        )}
        <TextareaField name="note" label={t('calls:fields.note')} rows={3} maxLength={2_000} />
        {outcome === 'refused' && (
          <CheckboxField name="addToOppositionList" label={t('calls:record.addToOppositionList')} />
        )}
        <FormActions submitLabel={t('calls:record.submit')} onCancel={close} />
      </Form>
    </DialogFrame>
  );
};
