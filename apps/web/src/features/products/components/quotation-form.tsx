import {
  addYears,
  EFFECTIVE_DATE_MAX_YEARS_AHEAD,
  isSubLine,
  providerTypeCodeSchema,
  type QuotationInput,
  quotationInputSchema,
  todayInFrance,
} from '@brokerage/shared';
import { clsx } from 'clsx';
import { Calculator } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PeopleEditor } from '@/features/products/components/people-editor';
import { useProductFormOptions } from '@/features/products/components/product-form-options';
import { useGammeCatalogue } from '@/features/products/components/use-gamme-catalogue';
import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { translateFieldError } from '@/ui/form/validation-messages';

/** The shared quotation input, plus the provider type that travels in the query string. */
export const quotationFormSchema = quotationInputSchema.safeExtend({ providerType: providerTypeCodeSchema });

/** SPEC §1: product-specific quote calls use the provider type 'actudata'. */
export const DEFAULT_QUOTATION_PROVIDER = 'actudata';

export type QuotationForm = ReturnType<typeof useQuotationForm>;

export const useQuotationForm = () =>
  useZodForm(
    quotationFormSchema,
    {
      providerType: DEFAULT_QUOTATION_PROVIDER,
      effectiveDate: todayInFrance(),
      postcode: '',
      gammeCodes: undefined,
      people: [{ role: 'main', birthDate: '', regime: 'general' }],
    },
    useProductFormOptions(),
  );

export interface QuotationFormProps {
  form: QuotationForm;
  onSubmit: (providerType: string, input: QuotationInput) => Promise<void>;
}

/**
 * What an agent enters to price a family: the effective date (today by default), the postcode, the provider type,
 * optionally the product lines to compare (none ticked: every line the team sells), and the people.
 */
export const QuotationFormFields = ({ form, onSubmit }: QuotationFormProps) => {
  const { t } = useTranslation();
  const providers = useProviders();
  const gammesId = useId();
  const today = todayInFrance();
  const providerType = useWatch({ control: form.control, name: 'providerType' }) ?? '';
  const catalogue = useGammeCatalogue(providerType ? [providerType] : []);
  const gammes = providerType ? catalogue.gammesOf(providerType) : [];

  // Another provider type has other product lines: the ones ticked before no longer apply.
  const previousProvider = useRef(providerType);
  useEffect(() => {
    if (previousProvider.current !== providerType) {
      previousProvider.current = providerType;
      form.setValue('gammeCodes', undefined);
    }
  }, [providerType, form]);

  const providerChoices = providerOptions(providers.data);
  if (!providerChoices.some((option) => option.value === providerType) && providerType) {
    providerChoices.unshift({ value: providerType, label: providerType });
  }

  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      aria-label={t('products:compare.formLabel')}
      onSubmit={async ({ providerType: chosen, ...input }) => onSubmit(chosen, input)}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          name="effectiveDate"
          label={t('products:compare.effectiveDate')}
          type="date"
          required
          min={today}
          max={addYears(today, EFFECTIVE_DATE_MAX_YEARS_AHEAD)}
        />
        <TextField
          name="postcode"
          label={t('products:compare.postcode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          dir="ltr"
          placeholder="75011"
        />
        <SelectField
          key={providers.data ? 'providers' : 'loading'}
          name="providerType"
          label={t('products:fields.providerType')}
          required
          options={providerChoices}
        />
      </div>

      <Controller
        control={form.control}
        name="gammeCodes"
        render={({ field, fieldState }) => {
          const selected = field.value ?? [];
          const error = translateFieldError(t, fieldState.error);
          return (
            <fieldset
              className="flex min-w-0 flex-col gap-2"
              aria-describedby={`${gammesId}-hint${error ? ` ${gammesId}-error` : ''}`}
            >
              <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
                {t('products:compare.gammes')}
              </legend>
              <p id={`${gammesId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
                {t('products:compare.gammesHint')}
              </p>
              {gammes.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {catalogue.loading ? t('products:compare.gammesLoading') : t('products:compare.noGammes')}
                </p>
              ) : (
                <ul className="max-h-48 gap-4 overflow-y-auto rounded-md border border-slate-200 p-2 sm:columns-2 dark:border-slate-800">
                  {gammes.map((gamme) => {
                    const checked = selected.includes(gamme.code);
                    return (
                      <li
                        key={gamme.code}
                        className={clsx('break-inside-avoid py-0.5', isSubLine(gamme.code) && 'ps-5')}
                      >
                        <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
                          <input
                            type="checkbox"
                            checked={checked}
                            onChange={(event) => {
                              const next = event.target.checked
                                ? [...selected, gamme.code]
                                : selected.filter((code) => code !== gamme.code);
                              field.onChange(next.length > 0 ? next : undefined);
                            }}
                            className="mt-0.5 size-4 shrink-0 accent-blue-600 dark:accent-blue-400"
                          />
                          <span>
                            {gamme.name}{' '}
                            <code dir="ltr" className="text-xs text-slate-500 dark:text-slate-400">
                              {gamme.code}
                            </code>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
              {error && (
                <p id={`${gammesId}-error`} className="text-xs text-red-700 dark:text-red-300">
                  {error}
                </p>
              )}
            </fieldset>
          );
        }}
      />

      <PeopleEditor today={today} />

      <div className="flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button
          type="submit"
          icon={<Calculator className="size-4" />}
          loading={form.formState.isSubmitting}
          loadingText={t('products:compare.pricing')}
        >
          {t('products:compare.submit')}
        </Button>
      </div>
    </Form>
  );
};
