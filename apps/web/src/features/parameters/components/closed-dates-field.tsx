import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/date-format';
import { Button } from '@/ui/button';
import { inputClassName, useFieldError } from '@/ui/form/field';

/** Days closed besides the public holidays (`YYYY-MM-DD`), added one at a time, kept sorted. */
export const ClosedDatesField = ({ name, label }: { name: string; label: string }) => {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const error = useFieldError(name);
  const inputId = useId();
  const [draft, setDraft] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const dates: string[] = Array.isArray(field.value) ? field.value : [];
        const itemError = (index: number) =>
          (fieldState.error as unknown as Record<number, { message?: string }> | undefined)?.[index];
        const add = () => {
          if (!draft || dates.includes(draft)) return;
          field.onChange([...dates, draft].sort());
          setDraft('');
        };
        return (
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {label}
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={inputId}
                type="date"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className={inputClassName(false, 'h-10 w-44')}
              />
              <Button type="button" variant="outline" size="sm" onClick={add} disabled={!draft}>
                {t('parameters:actions.addDate')}
              </Button>
            </div>
            {dates.length === 0 ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('parameters:empty.closedDates')}
              </p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {dates.map((date, index) => (
                  <li
                    key={date}
                    className="flex items-center gap-1 rounded-full border border-slate-300 ps-3 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
                  >
                    <span className={itemError(index) ? 'text-red-700 dark:text-red-300' : undefined}>
                      {/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDay(date, i18n.language) : date}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="xs"
                      aria-label={t('parameters:actions.removeDate', { date })}
                      onClick={() => field.onChange(dates.filter((value) => value !== date))}
                    >
                      <X aria-hidden="true" className="size-3.5" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {error && <p className="text-xs text-red-700 dark:text-red-300">{error}</p>}
          </div>
        );
      }}
    />
  );
};
