import { createProjectObjectiveInputSchema, type ProjectObjective } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateProjectObjective } from '@/features/project-objectives/api/create-project-objective';
import { useUpdateProjectObjective } from '@/features/project-objectives/api/update-project-objective';
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

export interface ProjectObjectiveFormProps {
  /** Edits this objective; creates one without it. */
  objective?: ProjectObjective;
  readOnly?: boolean;
  onDone: (objective: ProjectObjective) => void;
  onCancel: () => void;
}

const isDuplicate = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.details as { reason?: unknown } | undefined)?.reason === 'DUPLICATE';

const objectiveValues = (objective?: ProjectObjective) => ({
  label: objective?.label ?? '',
  description: objective?.description ?? '',
  order: objective?.order,
  active: objective?.active ?? true,
});

const OBJECTIVE_FIELDS = ['label', 'description', 'order', 'active'] as const;

/** An objective's label, description, place in the list and activity. */
export const ProjectObjectiveForm = ({
  objective,
  readOnly = false,
  onDone,
  onCancel,
}: ProjectObjectiveFormProps) => {
  const { t } = useTranslation();
  const create = useCreateProjectObjective();
  const update = useUpdateProjectObjective();
  const form = useZodForm(createProjectObjectiveInputSchema, objectiveValues(objective));
  const { version, handleStaleWrite, staleWriteDialog } = useStaleWriteForm(objective, {
    reset: form.reset,
    toValues: objectiveValues,
    fieldLabel: (field) =>
      OBJECTIVE_FIELDS.find((known) => known === field)
        ? t(`project-objectives:fields.${field as (typeof OBJECTIVE_FIELDS)[number]}`)
        : field,
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        if (readOnly) return;
        try {
          const saved = objective
            ? await update.mutateAsync({ id: objective.id, input: { ...values, version } })
            : await create.mutateAsync(values);
          toastSuccess(
            t(objective ? 'project-objectives:toast.updated' : 'project-objectives:toast.created', {
              label: saved.label,
            }),
          );
          onDone(saved);
        } catch (error) {
          if (handleStaleWrite(error, values)) return;
          if (isDuplicate(error)) {
            form.setError(
              'label',
              { type: 'server', message: t('project-objectives:form.duplicateLabel') },
              { shouldFocus: true },
            );
            return;
          }
          if (!applyServerErrors(form.setError, error, ['label', 'description', 'order', 'active'])) {
            toastApiError(t, error);
          }
        }
      }}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t('project-objectives:sheet.fields')}</legend>
        <TextField name="label" label={t('project-objectives:fields.label')} required dir="auto" />
        <TextareaField name="description" label={t('project-objectives:fields.description')} dir="auto" />
        <NumberField
          name="order"
          label={t('project-objectives:fields.order')}
          hint={t('project-objectives:form.orderHint')}
          min={0}
        />
        <CheckboxField
          name="active"
          label={t('project-objectives:fields.active')}
          hint={t('project-objectives:form.activeHint')}
        />
      </fieldset>
      {!readOnly && (
        <FormActions
          sticky
          onCancel={onCancel}
          submitLabel={objective ? t('ui:form.save') : t('project-objectives:actions.create')}
        />
      )}
      {staleWriteDialog}
    </Form>
  );
};
