import {
  type AnswerOption,
  type AnswerValue,
  isChoiceType,
  normalizeQuestionType,
  type QuestionCondition,
  type QuestionType,
} from '@brokerage/shared';
import { Eye, GitBranch } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QuestionField } from '@/features/questions/components/question-field';
import type { QuestionnaireQuestion } from '@/features/questions/questionnaire.rules';

interface PreviewForm {
  label: string;
  helpText?: string;
  type?: QuestionType;
  answerOptions?: AnswerOption[];
  required?: boolean;
  condition?: QuestionCondition | null;
}

export interface QuestionPreviewProps {
  /** To name the question a condition waits for. */
  candidates: readonly QuestionnaireQuestion[];
}

/**
 * The question being edited as the agent will see it, driven live by the surrounding form: the real input of its
 * type, with what was typed so far. Options still missing a label or a value are left out, and a question with
 * options but no choice type shows as the server will save it (single choice).
 */
export const QuestionPreview = ({ candidates }: QuestionPreviewProps) => {
  const { t } = useTranslation();
  const values = useWatch<PreviewForm>() as PreviewForm;
  const chosenType = values.type ?? 'text';
  const options = isChoiceType(chosenType)
    ? (values.answerOptions ?? []).filter((option) => option.label?.trim() && option.value?.trim())
    : [];
  const type = normalizeQuestionType({ type: chosenType, answerOptions: options });
  const titleId = useId();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const condition = values.condition;
  const parent = condition ? candidates.find((question) => question.id === condition.questionId) : undefined;
  const conditionValue =
    condition && parent
      ? parent.type === 'yes_no'
        ? t(`questions:answers.${condition.equals === 'yes' ? 'yes' : 'no'}`)
        : (parent.answerOptions.find((option) => option.value === condition.equals)?.label ??
          condition.equals)
      : '';

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950/60"
    >
      <div>
        <h3
          id={titleId}
          className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100"
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('questions:preview.title')}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('questions:preview.description')}</p>
      </div>
      <div className="rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <QuestionField
          // A new type starts from an empty answer (a number typed before does not fit a checkbox group).
          key={type}
          question={{
            id: 'preview',
            label: values.label?.trim() || t('questions:preview.untitled'),
            helpText: values.helpText?.trim() ?? '',
            type,
            answerOptions: options,
            required: values.required ?? false,
          }}
          value={answers[type]}
          onChange={(value) => setAnswers((current) => ({ ...current, [type]: value }))}
        />
        {isChoiceType(type) && options.length === 0 && (
          <p className="mt-2 text-xs text-amber-700 dark:text-amber-300">
            {t('questions:preview.noOptions')}
          </p>
        )}
      </div>
      {condition?.questionId && (
        <p className="flex items-start gap-1.5 text-xs text-blue-700 dark:text-blue-300">
          <GitBranch aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {parent && condition.equals
            ? t('questions:preview.conditional', { question: parent.label, value: conditionValue })
            : t('questions:preview.conditionIncomplete')}
        </p>
      )}
    </section>
  );
};
