import { createQuestionCategoryInputSchema, type QuestionCategory } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateCategory } from '@/features/questions/api/create-category';
import { useUpdateCategory } from '@/features/questions/api/update-category';
import { ApiError } from '@/lib/api-client';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { NumberField } from '@/ui/form/number-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useStaleWriteForm } from '@/ui/stale-write/use-stale-write';

export interface CategoryFormProps {
  /** Edits this category; creates one without it. */
  category?: QuestionCategory;
  readOnly?: boolean;
  onDone: (category: QuestionCategory) => void;
  onCancel: () => void;
}

const isDuplicate = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.details as { reason?: unknown } | undefined)?.reason === 'DUPLICATE';

const categoryValues = (category?: QuestionCategory) => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  order: category?.order,
  active: category?.active ?? true,
});

const CATEGORY_FIELDS = ['name', 'description', 'order', 'active'] as const;

/** A category's name, description, place in the questionnaire and activity. */
export const CategoryForm = ({ category, readOnly = false, onDone, onCancel }: CategoryFormProps) => {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useZodForm(createQuestionCategoryInputSchema, categoryValues(category));
  const { version, handleStaleWrite, staleWriteDialog } = useStaleWriteForm(category, {
    reset: form.reset,
    toValues: categoryValues,
    fieldLabel: (field) =>
      CATEGORY_FIELDS.find((known) => known === field)
        ? t(`questions:categories.fields.${field as (typeof CATEGORY_FIELDS)[number]}`)
        : field,
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        if (readOnly) return;
        try {
          const saved = category
            ? await update.mutateAsync({ id: category.id, input: { ...values, version } })
            : await create.mutateAsync(values);
          toastSuccess(
            t(category ? 'questions:categories.toast.updated' : 'questions:categories.toast.created', {
              name: saved.name,
            }),
          );
          onDone(saved);
        } catch (error) {
          if (handleStaleWrite(error, values)) return;
          if (isDuplicate(error)) {
            form.setError(
              'name',
              { type: 'server', message: t('questions:categories.form.duplicateName') },
              { shouldFocus: true },
            );
            return;
          }
          if (!applyServerErrors(form.setError, error, ['name', 'description', 'order', 'active'])) {
            toastApiError(t, error);
          }
        }
      }}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t('questions:categories.sheet.fields')}</legend>
        <TextField name="name" label={t('questions:categories.fields.name')} required dir="auto" />
        <TextareaField name="description" label={t('questions:categories.fields.description')} dir="auto" />
        <NumberField
          name="order"
          label={t('questions:categories.fields.order')}
          hint={t('questions:categories.form.orderHint')}
          min={0}
        />
        <CheckboxField
          name="active"
          label={t('questions:categories.fields.active')}
          hint={t('questions:categories.form.activeHint')}
        />
      </fieldset>
      {!readOnly && (
        <FormActions
          sticky
          onCancel={onCancel}
          submitLabel={category ? t('ui:form.save') : t('questions:categories.actions.create')}
        />
      )}
      {staleWriteDialog}
    </Form>
  );
};
