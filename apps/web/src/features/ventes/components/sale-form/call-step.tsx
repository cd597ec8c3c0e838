import { isPhoneChannel, SALE_CHANNELS, type Sale, type SaleCall, saleCallSchema } from '@brokerage/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '@/ui/form/field';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { SelectField } from '@/ui/form/select-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useSaleFormMessages } from './sale-form-messages';
import type { StepFieldErrors } from './use-sale-save';

export interface CallStepProps {
  sale: Sale | undefined;
  /** Saves the call (creating the sale on the first save); resolves true when saved. */
  onSave: (call: SaleCall, fields: StepFieldErrors) => Promise<boolean>;
}

const callOf = (sale: Sale | undefined) => ({
  channel: sale?.channel ?? 'outbound_call',
  callConsentAt: sale?.callConsentAt ?? null,
  recordingAnnouncedAt: sale?.recordingAnnouncedAt ?? null,
});

/**
 * Step 1, the call: how the customer was reached and, for a phone sale, their consent to go on and the notice
 * that the call is recorded. Ticking a box records the time it was given; unticking clears it.
 */
export const CallStep = ({ sale, onSave }: CallStepProps) => {
  const { t } = useTranslation();
  const translateMessage = useSaleFormMessages();
  const form = useZodForm(saleCallSchema, callOf(sale), { translateMessage });
  const channel = useWatch({ control: form.control, name: 'channel' });
  const phone = isPhoneChannel(channel ?? 'outbound_call');

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (call) => {
        if (await onSave(call, { setError: form.setError as StepFieldErrors['setError'], prefix: 'call.' }))
          form.reset(call);
      }}
    >
      <SelectField
        name="channel"
        label={t('sale-form:call.channel')}
        required
        options={SALE_CHANNELS.map((value) => ({ value, label: t(`sale-form:call.channels.${value}`) }))}
      />
      {phone ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('sale-form:call.phoneRules')}
          </legend>
          <TimedCheckbox name="callConsentAt" label={t('sale-form:call.consent')} />
          <TimedCheckbox name="recordingAnnouncedAt" label={t('sale-form:call.recording')} />
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('sale-form:call.logged')}</p>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('sale-form:call.inPersonNote')}</p>
      )}
      <FormActions submitLabel={t('sale-form:actions.saveAndContinue')} />
    </Form>
  );
};

/** A box whose value is the time it was ticked (ISO 8601), or null. */
const TimedCheckbox = ({
  name,
  label,
}: {
  name: 'callConsentAt' | 'recordingAnnouncedAt';
  label: string;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useFormContext<z.input<typeof saleCallSchema>>();
  const value = useWatch({ control: form.control, name });
  const error = useFieldError(name);
  const time = value
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium', dateStyle: 'short' }).format(
        new Date(value),
      )
    : null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={Boolean(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-600 dark:border-slate-600 dark:accent-blue-400"
          onChange={(event) =>
            form.setValue(name, event.target.checked ? new Date().toISOString() : null, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
        <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      {time && (
        <p className="ps-6 text-xs text-slate-500 dark:text-slate-400">
          {t('sale-form:call.givenAt', { time })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ps-6 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};
