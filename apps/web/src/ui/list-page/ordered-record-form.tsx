import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyDuplicateError, applyServerErrors } from '@/ui/form/apply-server-errors';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { NumberField } from '@/ui/form/number-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import type { OrderedRecord, OrderedTexts } from '@/ui/list-page/ordered-list';
import { RecordForm } from '@/ui/list-page/record-form';
import { useRecordForm } from '@/ui/list-page/use-record-form';

/** The fields every ordered list entry has; the name field is `name` or `label`. */
export type OrderedInput<Name extends string> = Record<Name, string> & {
  description?: string;
  order?: number;
  active?: boolean;
  /** The version the form loaded, sent with an edit (409 STALE_WRITE when someone saved in between). */
  version?: number;
};

export interface OrderedRecordFormProps<Name extends string, T extends OrderedRecord & Record<Name, string>> {
  texts: OrderedTexts<Name>;
  // biome-ignore lint/suspicious/noExplicitAny: each feature's create schema; its output is what `save` sends.
  schema: z.ZodObject<any>;
  /** Edits this record; creates one without it. */
  record?: T;
  readOnly?: boolean;
  /** The create or update call of the feature. */
  save: (input: OrderedInput<Name>, record?: T) => Promise<T>;
  onDone: (record: T) => void;
  onCancel: () => void;
}

/**
 * The form of an entry of an ordered list (categories, project objectives): its name, description, place in
 * the list and activity, saved through the one save path (useRecordSave).
 */
export const OrderedRecordForm = <Name extends string, T extends OrderedRecord & Record<Name, string>>({
  texts,
  schema,
  record,
  readOnly = false,
  save,
  onDone,
  onCancel,
}: OrderedRecordFormProps<Name, T>) => {
  const { t } = useTranslation();
  const name = texts.nameField;
  const valuesOf = (entry?: T) =>
    ({
      [name]: entry ? String(entry[name as keyof T] ?? '') : '',
      description: entry?.description ?? '',
      order: entry?.order,
      active: entry?.active ?? true,
    }) as z.input<typeof schema>;
  const {
    form,
    version,
    save: saveRecord,
    recordForm,
  } = useRecordForm(schema, {
    record,
    defaultValues: valuesOf(record),
    toValues: valuesOf,
  });
  const key = (suffix: string) => `${texts.prefix}${suffix}`;
  return (
    <RecordForm
      {...recordForm}
      onCancel={onCancel}
      createLabel={t(key('actions.create'))}
      readOnly={readOnly}
      onSubmit={async (values) => {
        if (readOnly) return;
        const input = { ...values, ...(record ? { version } : {}) } as OrderedInput<Name>;
        await saveRecord(values, () => save(input, record), {
          success: (saved) =>
            t(key(record ? 'toast.updated' : 'toast.created'), { [name]: saved[name] as string }),
          onSaved: onDone,
          onError: (error) =>
            applyDuplicateError(form.setError, error, name, t(texts.duplicateKey)) ||
            applyServerErrors(form.setError, error, [name, 'description', 'order', 'active']),
        });
      }}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t(key('sheet.fields'))}</legend>
        <TextField name={name} label={t(key(`fields.${name}`))} required dir="auto" />
        <TextareaField name="description" label={t(key('fields.description'))} dir="auto" />
        <NumberField name="order" label={t(key('fields.order'))} hint={t(key('form.orderHint'))} min={0} />
        <CheckboxField name="active" label={t(key('fields.active'))} hint={t(key('form.activeHint'))} />
      </fieldset>
    </RecordForm>
  );
};
