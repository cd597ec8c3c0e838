import { callingRulesSchema } from '@brokerage/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClosedDatesField } from '@/features/parameters/components/closed-dates-field';
import { NumberFieldsRow } from '@/features/parameters/components/number-fields-row';
import { WeekdaysField } from '@/features/parameters/components/weekdays-field';
import { Button } from '@/ui/button';
import { useFieldError } from '@/ui/form/field';
import { RowList } from '@/ui/form/row-list';
import { TextField } from '@/ui/form/text-field';
import { SectionCard } from '@/ui/section-card';

const MAX_WINDOWS = 6;

/** When agents may call (décret 2022-1313): days, windows, time zone, holidays, closed dates, attempt rules. */
export const CallingHoursSection = () => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const windows = useFieldArray({ control, name: 'callingRules.windows' });
  const windowsError = useFieldError('callingRules.windows');
  const label = (field: string) => t(`parameters:fields.callingRules.${field}`);
  return (
    <SectionCard id="parameters-calling" title={t('parameters:sections.calling')}>
      <div className="flex flex-col gap-5">
        <WeekdaysField name="callingRules.weekdays" label={label('weekdays')} />
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-slate-800 dark:text-slate-200">{label('windows')}</h3>
          <RowList
            rows={windows.fields}
            rowName={(index) => t('parameters:windowName', { number: index + 1 })}
            columns="sm:grid-cols-[1fr_1fr_auto]"
            renderRow={(index, name) => (
              <>
                <TextField
                  name={`callingRules.windows.${index}.start`}
                  label={label('start')}
                  type="time"
                  dir="ltr"
                />
                <TextField
                  name={`callingRules.windows.${index}.end`}
                  label={label('end')}
                  type="time"
                  dir="ltr"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="sm:mt-6"
                  aria-label={t('parameters:actions.remove', { name })}
                  disabled={windows.fields.length <= 1}
                  onClick={() => windows.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </>
            )}
          />
          {windowsError && <p className="text-xs text-red-700 dark:text-red-300">{windowsError}</p>}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={windows.fields.length >= MAX_WINDOWS}
              onClick={() => windows.append({ start: '09:00', end: '12:00' })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('parameters:actions.addWindow')}
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <TextField name="callingRules.timeZone" label={label('timeZone')} dir="ltr" required />
          <TextField
            name="callingRules.holidayCountry"
            label={label('holidayCountry')}
            hint={t('parameters:hints.holidayCountry')}
            maxLength={2}
            dir="ltr"
            required
          />
          <TextField
            name="callingRules.holidayRegion"
            label={label('holidayRegion')}
            hint={t('parameters:hints.holidayRegion')}
            emptyValue={null}
            dir="ltr"
          />
        </div>
        <ClosedDatesField name="callingRules.extraClosedDates" label={label('extraClosedDates')} />
        <NumberFieldsRow
          group="callingRules"
          schema={callingRulesSchema}
          fields={['maxAttempts', 'attemptWindowDays', 'refusalCooldownDays']}
        />
      </div>
    </SectionCard>
  );
};
