import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/ui/form/field';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekday's name in the reader's language (2024-01-01 was a Monday). */
const weekdayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );

/** The days calls are allowed: ISO weekdays (1 = Monday), kept in order. */
export const WeekdaysField = ({ name, label }: { name: string; label: string }) => {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const error = useFieldError(name);
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const days: number[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (day: number, on: boolean) =>
          field.onChange(on ? [...days, day].sort((a, b) => a - b) : days.filter((value) => value !== day));
        return (
          <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {ISO_WEEKDAYS.map((day) => (
                <label
                  key={day}
                  className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
                >
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-blue-600 dark:border-slate-600 dark:accent-blue-400"
                    checked={days.includes(day)}
                    onChange={(event) => toggle(day, event.target.checked)}
                    onBlur={field.onBlur}
                  />
                  {weekdayName(day, i18n.language)}
                </label>
              ))}
            </div>
            {error && (
              <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
                {error || t('validation:invalid')}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
};
