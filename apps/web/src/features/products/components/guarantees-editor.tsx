import { GUARANTEE_CATEGORIES, type GuaranteeCategory, MAX_GUARANTEES } from '@brokerage/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { RowList } from '@/ui/form/row-list';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

interface GuaranteeRow {
  category: GuaranteeCategory;
  label: string;
  value: string;
}

const iconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100';

/**
 * The guarantees table of a product: one row per cover item (category, label, value as the insurer states it),
 * in the order offers show them. Rows are added, removed and moved up or down with buttons, so reordering works
 * with a keyboard and on a phone.
 */
export const GuaranteesEditor = ({ readOnly = false }: { readOnly?: boolean }) => {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<{ guarantees: GuaranteeRow[] }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'guarantees' });
  const categories = GUARANTEE_CATEGORIES.map((category) => ({
    value: category,
    label: t(`products:categories.${category}`),
  }));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('products:guarantees.title')}
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('products:guarantees.hint')}</p>
      {fields.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t('products:guarantees.empty')}
        </p>
      )}
      <RowList
        rows={fields}
        rowName={(index) => t('products:guarantees.row', { number: index + 1 })}
        columns="sm:grid-cols-[11rem_1fr_9rem_auto]"
        renderRow={(index, rowName) => (
          <>
            <SelectField
              name={`guarantees.${index}.category`}
              label={t('products:guarantees.category')}
              options={categories}
            />
            <TextField name={`guarantees.${index}.label`} label={t('products:guarantees.label')} dir="auto" />
            <TextField
              name={`guarantees.${index}.value`}
              label={t('products:guarantees.value')}
              dir="auto"
              placeholder="150 % BR"
            />
            {!readOnly && (
              <div className="flex items-center gap-0.5 sm:mt-6">
                <button
                  type="button"
                  className={iconButtonClass}
                  aria-label={t('products:guarantees.moveUp', { row: rowName })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButtonClass}
                  aria-label={t('products:guarantees.moveDown', { row: rowName })}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={`${iconButtonClass} text-red-600 dark:text-red-400`}
                  aria-label={t('products:guarantees.remove', { row: rowName })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            )}
          </>
        )}
      />
      {!readOnly && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            icon={<Plus className="size-4" />}
            disabled={fields.length >= MAX_GUARANTEES}
            onClick={() => {
              // The category of the last row as it is now, so a run of rows of one family is quick to type.
              const previous = getValues('guarantees').at(-1);
              append(
                { category: previous?.category ?? 'hospitalisation', label: '', value: '' },
                { focusName: `guarantees.${fields.length}.label` },
              );
            }}
          >
            {t('products:guarantees.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
