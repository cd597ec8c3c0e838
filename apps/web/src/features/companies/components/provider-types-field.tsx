import type { ProviderType } from '@brokerage/shared';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProviders } from '@/lib/insurance/api/get-providers';
import { fieldIds, useFieldError } from '@/ui/form/field';
import { LoadingLine } from '@/ui/load-state';

export interface ProviderTypesFieldProps {
  name: string;
  label: string;
  hint?: string;
}

/**
 * Several provider types from GET /insurance/providers, as a group of checkboxes (a native multiple select is
 * unusable on phones). An inactive provider type can stay selected but not be newly chosen.
 */
export const ProviderTypesField = ({ name, label, hint }: ProviderTypesFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext();
  const error = useFieldError(name);
  const providers = useProviders();
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={
        [hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      {providers.isPending ? (
        <LoadingLine>{t('insurance:providerTypes.loading')}</LoadingLine>
      ) : providers.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('insurance:providerTypes.loadFailed')}
        </p>
      ) : (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const selected: string[] = Array.isArray(field.value) ? field.value : [];
            const toggle = (code: string, checked: boolean) =>
              field.onChange(checked ? [...selected, code] : selected.filter((value) => value !== code));
            return (
              <div className="grid gap-2 sm:grid-cols-2">
                {providers.data.map((provider: ProviderType) => {
                  const checked = selected.includes(provider.code);
                  const inputId = `${id}-${provider.code}`;
                  return (
                    <label
                      key={provider.code}
                      htmlFor={inputId}
                      className={clsx(
                        'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                        checked
                          ? 'border-blue-300 bg-blue-50 dark:border-blue-800 dark:bg-blue-950/40'
                          : 'border-slate-200 dark:border-slate-700',
                        !provider.active && !checked && 'cursor-not-allowed opacity-60',
                      )}
                    >
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={checked}
                        disabled={!provider.active && !checked}
                        onChange={(event) => toggle(provider.code, event.target.checked)}
                        onBlur={field.onBlur}
                        className="size-4 shrink-0 accent-blue-600 dark:accent-blue-400"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-slate-900 dark:text-slate-100">
                          {provider.name}
                        </span>
                        <code dir="ltr" className="block truncate text-xs text-slate-500 dark:text-slate-400">
                          {provider.code}
                          {provider.active ? '' : ` · ${t('insurance:providerTypes.inactive')}`}
                        </code>
                      </span>
                    </label>
                  );
                })}
              </div>
            );
          }}
        />
      )}
      {hint && (
        <p id={fieldIds(id).hint} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldIds(id).error} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
};
