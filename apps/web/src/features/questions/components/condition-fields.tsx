import { conditionValuesOf, createsConditionCycle, type QuestionCondition } from '@brokerage/shared';
import { type ChangeEvent, useId, useMemo } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { groupByCategory, type QuestionnaireQuestion } from '@/features/questions/questionnaire.rules';
import { describedBy, FieldShell, inputClassName } from '@/ui/form/field';
import { type FieldErrorLike, translateFieldError } from '@/ui/form/validation-messages';

export interface ConditionFieldsProps {
  /** The id of the question being edited (undefined while it is created): it cannot depend on itself. */
  questionId?: string;
  /** The questions it may depend on, in questionnaire order. */
  candidates: readonly QuestionnaireQuestion[];
  disabled?: boolean;
}

interface ConditionForm {
  condition: QuestionCondition | null;
}

/**
 * The question's condition (`condition` of the surrounding form): "always", or "only when the answer to another
 * question equals a value". The value is picked among the other question's options (yes/no for a yes/no question)
 * and typed for a free question. Questions that would close a loop of conditions are not offered.
 */
export const ConditionFields = ({ questionId, candidates, disabled = false }: ConditionFieldsProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext<ConditionForm>();
  const { field } = useController({ control, name: 'condition' });
  const { errors } = useFormState({ control, name: 'condition' });
  const condition = field.value ?? null;

  const offered = useMemo(() => {
    const dependsOn = new Map(candidates.map((q) => [q.id, q.condition?.questionId ?? null]));
    return candidates.filter(
      (candidate) =>
        candidate.id !== questionId &&
        (!questionId || !createsConditionCycle(questionId, candidate.id, (q) => dependsOn.get(q))),
    );
  }, [candidates, questionId]);
  const groups = useMemo(() => groupByCategory(offered), [offered]);
  const target = condition
    ? candidates.find((candidate) => candidate.id === condition.questionId)
    : undefined;
  const values = target ? conditionValuesOf(target) : null;

  const error = (path: string) => translateFieldError(t, get(errors, path) as FieldErrorLike | undefined);
  const questionError = error('condition.questionId') ?? error('condition');
  const equalsError = error('condition.equals');
  const questionSelectId = `${id}-question`;
  const equalsId = `${id}-equals`;
  // The answer is a choice among the target's values, or free text: the same control either way.
  const equalsControl = condition && {
    id: equalsId,
    value: condition.equals,
    disabled,
    'aria-required': true,
    'aria-invalid': equalsError ? true : undefined,
    'aria-describedby': describedBy(equalsId, false, equalsError),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      field.onChange({ ...condition, equals: event.target.value }),
  };

  const valueLabel = (value: string) =>
    target?.type === 'yes_no'
      ? t(`questions:answers.${value === 'yes' ? 'yes' : 'no'}`)
      : (target?.answerOptions.find((option) => option.value === value)?.label ?? value);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('questions:fields.condition')}
      </legend>
      <FieldShell
        id={questionSelectId}
        label={t('questions:condition.dependsOn')}
        hint={t('questions:condition.hint')}
        error={questionError}
      >
        <select
          id={questionSelectId}
          value={condition?.questionId ?? ''}
          disabled={disabled}
          aria-invalid={questionError ? true : undefined}
          aria-describedby={describedBy(questionSelectId, true, questionError)}
          className={inputClassName(Boolean(questionError), 'h-10 pe-8')}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = event.target.value;
            field.onChange(next ? { questionId: next, equals: '' } : null);
          }}
        >
          <option value="">{t('questions:condition.always')}</option>
          {condition && !target && (
            <option value={condition.questionId}>{t('questions:questionnaire.unknownQuestion')}</option>
          )}
          {groups.map((group) => (
            <optgroup key={group.key} label={group.category?.name ?? t('questions:questionnaire.noCategory')}>
              {group.questions.map((question) => (
                <option key={question.id} value={question.id}>
                  {question.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FieldShell>
      {condition && equalsControl && (
        <FieldShell id={equalsId} label={t('questions:condition.equals')} error={equalsError} required>
          {values ? (
            <select {...equalsControl} className={inputClassName(Boolean(equalsError), 'h-10 pe-8')}>
              <option value="">{t('questions:answers.choose')}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {valueLabel(value)}
                </option>
              ))}
            </select>
          ) : (
            <input {...equalsControl} className={inputClassName(Boolean(equalsError), 'h-10')} dir="auto" />
          )}
        </FieldShell>
      )}
    </fieldset>
  );
};
