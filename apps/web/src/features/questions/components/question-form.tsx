import {
  createAdditionalQuestionInputSchema,
  createQuestionInputSchema,
  isChoiceType,
  normalizeProviderGammes,
  QUESTION_TYPES,
  type Question,
  type QuestionKind,
} from '@brokerage/shared';
import { useEffect } from 'react';
import { Controller, get, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateQuestion } from '@/features/questions/api/create-question';
import { useCategoryOptions } from '@/features/questions/api/get-categories';
import { useQuestionCandidates } from '@/features/questions/api/get-questions';
import { useUpdateQuestion } from '@/features/questions/api/update-question';
import { AnswerOptionsEditor } from '@/features/questions/components/answer-options-editor';
import { ConditionFields } from '@/features/questions/components/condition-fields';
import { QuestionPreview } from '@/features/questions/components/question-preview';
import { useProviders } from '@/lib/insurance/api/get-providers';
import { GammeTree } from '@/lib/insurance/components/gamme-tree';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { type FieldErrorLike, translateFieldError } from '@/ui/form/validation-messages';
import { RecordForm } from '@/ui/list-page/record-form';
import { useRecordForm } from '@/ui/list-page/use-record-form';

export interface QuestionFormProps {
  kind: QuestionKind;
  /** Edits this question; creates one without it. */
  question?: Question;
  /** The category a new question starts in (the list's category filter). */
  defaultCategoryId?: string;
  readOnly?: boolean;
  onDone: (question: Question) => void;
  onCancel: () => void;
}

/**
 * Both kinds share one shape (SPEC §3); a standard question needs its category, an additional one may have none.
 * The additional schema's input type (categoryId: string | null) covers both forms.
 */
/** The conflict dialog's label keys (`questions:fields.*`) of the fields the form sends. */
const FIELD_LABELS: Record<string, string> = {
  label: 'label',
  helpText: 'helpText',
  type: 'type',
  answerOptions: 'answerOptions',
  required: 'required',
  active: 'active',
  condition: 'condition',
  providerGammes: 'providerGammes',
  categoryId: 'category',
};

const schemaOf = (kind: QuestionKind) =>
  (kind === 'standard'
    ? createQuestionInputSchema
    : createAdditionalQuestionInputSchema) as unknown as typeof createAdditionalQuestionInputSchema;

/** The first message found in a nested error (providerGammes.actudata.0...). */
const firstError = (error: unknown): FieldErrorLike | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as FieldErrorLike & Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue;
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
};

/**
 * The question editor: text, help, type and answer options, whether it is required or active, its category, its
 * condition, and the product lines it applies to (the gamme tree, every provider type), beside a live preview of
 * what the agent will see. Only choice types send answer options, so what is saved is what the preview shows.
 */
export const QuestionForm = ({
  kind,
  question,
  defaultCategoryId,
  readOnly = false,
  onDone,
  onCancel,
}: QuestionFormProps) => {
  const { t } = useTranslation();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const categories = useCategoryOptions();
  const providers = useProviders();
  const candidates = useQuestionCandidates(kind);
  const valuesOf = (record?: Question) => ({
    label: record?.label ?? '',
    helpText: record?.helpText ?? '',
    type: record?.type ?? 'text',
    answerOptions: record?.answerOptions ?? [],
    required: record?.required ?? false,
    active: record?.active ?? true,
    condition: record?.condition ?? null,
    providerGammes: record?.providerGammes ?? {},
    categoryId: record ? record.categoryId : kind === 'standard' ? (defaultCategoryId ?? '') : null,
  });
  const { form, saveRecord, recordForm } = useRecordForm(schemaOf(kind), {
    record: question,
    defaultValues: valuesOf(question),
    toValues: valuesOf,
    fieldLabel: (field) => (field in FIELD_LABELS ? t(`questions:fields.${FIELD_LABELS[field]}`) : field),
  });
  const type = useWatch({ control: form.control, name: 'type' }) ?? 'text';
  const choice = isChoiceType(type);

  // A choice type starts with one empty option row, ready to be typed in.
  useEffect(() => {
    if (choice && (form.getValues('answerOptions') ?? []).length === 0) {
      form.setValue('answerOptions', [{ label: '', value: '' }]);
    }
  }, [choice, form]);

  return (
    <RecordForm
      {...recordForm}
      className="flex flex-col gap-5"
      onCancel={onCancel}
      createLabel={t('questions:actions.create')}
      readOnly={readOnly}
      onSubmit={async (values) => {
        if (readOnly) return;
        const { order: _order, ...fields } = values;
        const input = {
          ...fields,
          answerOptions: isChoiceType(values.type ?? 'text') ? values.answerOptions : [],
          providerGammes: normalizeProviderGammes(values.providerGammes),
        };
        await saveRecord(
          input,
          {
            create: (created) => create.mutateAsync({ kind, input: created }),
            update: (versioned, edited) => update.mutateAsync({ kind, id: edited.id, input: versioned }),
          },
          {
            success: () => t(question ? 'questions:toast.updated' : 'questions:toast.created'),
            onSaved: onDone,
            onError: (error) => applyServerErrors(form.setError, error),
          },
        );
      }}
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">{t('questions:sheet.fields')}</legend>
          <TextField name="label" label={t('questions:fields.label')} required dir="auto" />
          <TextareaField name="helpText" label={t('questions:fields.helpText')} rows={2} dir="auto" />
          <SelectField
            name="type"
            label={t('questions:fields.type')}
            required
            hint={t(`questions:typeHints.${type}`)}
            options={QUESTION_TYPES.map((value) => ({ value, label: t(`questions:types.${value}`) }))}
          />
          {choice && <AnswerOptionsEditor disabled={readOnly} />}
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField name="required" label={t('questions:fields.required')} />
            <CheckboxField name="active" label={t('questions:fields.active')} />
          </div>
          {/* Remounted when the categories arrive, so the select shows the value the form already holds. */}
          <SelectField
            key={categories.data ? 'categories' : 'loading'}
            name="categoryId"
            label={t('questions:fields.category')}
            required={kind === 'standard'}
            placeholder={
              kind === 'standard' ? t('questions:form.chooseCategory') : t('questions:form.noCategory')
            }
            {...(kind === 'additional' ? { emptyValue: null } : {})}
            hint={kind === 'standard' && question ? t('questions:form.categoryMoveHint') : undefined}
            options={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: category.name,
            }))}
          />
          <ConditionFields questionId={question?.id} candidates={candidates} disabled={readOnly} />
          <Controller
            control={form.control}
            name="providerGammes"
            render={({ field, formState }) => {
              const selected = Object.values(field.value ?? {}).some((codes) => codes.length > 0);
              const message = translateFieldError(t, firstError(get(formState.errors, 'providerGammes')));
              return (
                <div className="flex flex-col gap-1">
                  <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
                    {t('questions:fields.providerGammes')}
                  </span>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {selected ? t('questions:form.gammesHint') : t('questions:form.gammesGeneral')}
                  </p>
                  <GammeTree
                    label={t('questions:fields.providerGammes')}
                    providers={providers.data ?? []}
                    value={field.value ?? {}}
                    readOnly={readOnly}
                    onChange={(next) => field.onChange(next)}
                  />
                  {message && <p className="text-xs text-red-700 dark:text-red-300">{message}</p>}
                </div>
              );
            }}
          />
        </fieldset>
        <div className="md:sticky md:top-0 md:self-start">
          <QuestionPreview candidates={candidates} />
        </div>
      </div>
    </RecordForm>
  );
};
