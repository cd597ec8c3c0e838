import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { useFieldError } from '@/ui/form/field';
import { RowList } from '@/ui/form/row-list';
import { TextField } from '@/ui/form/text-field';
import { SectionCard } from '@/ui/section-card';

const MAX_ITEMS = 40;

/** The points a quality reviewer checks, in order, each labelled in the three languages. */
export const ChecklistSection = () => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const items = useFieldArray({ control, name: 'qualityChecklist' });
  const listError = useFieldError('qualityChecklist');
  const label = (field: string) => t(`parameters:fields.checklist.${field}`);
  const last = items.fields.length - 1;
  return (
    <SectionCard id="parameters-checklist" title={t('parameters:sections.checklist')}>
      <div className="flex flex-col gap-3">
        <RowList
          rows={items.fields}
          rowName={(index) => t('parameters:itemName', { number: index + 1 })}
          columns="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
          renderRow={(index, name) => (
            <>
              <TextField name={`qualityChecklist.${index}.key`} label={label('key')} dir="ltr" required />
              <TextField
                name={`qualityChecklist.${index}.labels.en`}
                label={label('labelEn')}
                lang="en"
                required
              />
              <TextField
                name={`qualityChecklist.${index}.labels.fr`}
                label={label('labelFr')}
                lang="fr"
                required
              />
              <TextField
                name={`qualityChecklist.${index}.labels.ar`}
                label={label('labelAr')}
                lang="ar"
                dir="rtl"
                required
              />
              <div className="flex flex-wrap items-center gap-1 sm:col-span-2 lg:col-span-1 lg:mt-6">
                <CheckboxField name={`qualityChecklist.${index}.required`} label={label('required')} />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('parameters:actions.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => items.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('parameters:actions.moveDown', { name })}
                  disabled={index === last}
                  onClick={() => items.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('parameters:actions.remove', { name })}
                  disabled={items.fields.length <= 1}
                  onClick={() => items.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </>
          )}
        />
        {listError && <p className="text-xs text-red-700 dark:text-red-300">{listError}</p>}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={items.fields.length >= MAX_ITEMS}
            onClick={() => items.append({ key: '', labels: { en: '', fr: '', ar: '' }, required: true })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('parameters:actions.addItem')}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
};
