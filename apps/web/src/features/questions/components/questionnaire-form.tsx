import { type AnswerValue, conditionValuesOf } from '@brokerage/shared';
import { clsx } from 'clsx';
import { EyeOff, GitBranch } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionField } from '@/features/questions/components/question-field';
import {
  type Answers,
  groupByCategory,
  type QuestionnaireQuestion,
  visibleQuestions,
} from '@/features/questions/questionnaire.rules';

export interface QuestionnaireFormProps {
  /** The questionnaire, in order (by category, then order within it). */
  questions: readonly QuestionnaireQuestion[];
  /** Controlled answers, keyed by question id; without them the form keeps its own. */
  answers?: Answers;
  onAnswersChange?: (answers: Record<string, AnswerValue>) => void;
  /** Translated messages by question id. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /**
   * Preview mode (the administrator's view): each conditional question says what it waits for, and the number of
   * questions hidden by a condition is shown. The agent's form leaves both out.
   */
  preview?: boolean;
  className?: string;
}

/**
 * The needs-analysis questionnaire as the agent fills it: questions grouped by category, each shown only while its
 * condition holds (`isVisible`, through the chain of conditions). Answers to hidden questions are kept as typed
 * here; `answersOfVisible` drops them when the caller saves.
 */
export const QuestionnaireForm = ({
  questions,
  answers: controlled,
  onAnswersChange,
  errors,
  disabled = false,
  preview = false,
  className,
}: QuestionnaireFormProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [own, setOwn] = useState<Record<string, AnswerValue>>({});
  const answers = controlled ?? own;
  const setAnswer = (id: string, value: AnswerValue) => {
    const next = { ...answers, [id]: value };
    if (!controlled) setOwn(next);
    onAnswersChange?.(next);
  };

  const byId = useMemo(() => new Map(questions.map((question) => [question.id, question])), [questions]);
  const visible = useMemo(() => visibleQuestions(questions, answers), [questions, answers]);
  const shown = useMemo(() => new Set(visible.map((question) => question.id)), [visible]);
  const groups = useMemo(
    () =>
      groupByCategory(questions)
        .map((group) => ({ ...group, questions: group.questions.filter((q) => shown.has(q.id)) }))
        .filter((group) => group.questions.length > 0),
    [questions, shown],
  );
  const hiddenCount = questions.length - visible.length;

  /** "Shown because «Situation» is «En couple»": the parent's label and the option's label, when known. */
  const conditionNote = (question: QuestionnaireQuestion) => {
    if (!preview || !question.condition) return undefined;
    const parent = byId.get(question.condition.questionId);
    const equals = question.condition.equals;
    const valueLabel =
      parent && conditionValuesOf(parent)
        ? parent.type === 'yes_no'
          ? t(`questions:answers.${equals === 'yes' ? 'yes' : 'no'}`)
          : (parent.answerOptions.find((option) => option.value === equals)?.label ?? equals)
        : equals;
    return (
      <span className="flex items-start gap-1 text-blue-700 dark:text-blue-300">
        <GitBranch aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {t('questions:questionnaire.shownBecause', {
            question: parent?.label ?? t('questions:questionnaire.unknownQuestion'),
            value: valueLabel,
          })}
        </span>
      </span>
    );
  };

  if (questions.length === 0) {
    return (
      <p className={clsx('text-sm text-slate-500 dark:text-slate-400', className)}>
        {t('questions:questionnaire.empty')}
      </p>
    );
  }

  return (
    <div className={clsx('flex flex-col gap-6', className)}>
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`${headingId}-${group.key}`}
          className="flex flex-col gap-4"
        >
          <h3
            id={`${headingId}-${group.key}`}
            dir="auto"
            className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400"
          >
            {group.category?.name ?? t('questions:questionnaire.noCategory')}
          </h3>
          {group.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={(value) => setAnswer(question.id, value)}
              error={errors?.[question.id]}
              disabled={disabled}
              note={conditionNote(question)}
            />
          ))}
        </section>
      ))}
      {preview && hiddenCount > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-slate-100 px-3 py-2 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {t('questions:questionnaire.hiddenCount', { total: hiddenCount })}
        </p>
      )}
    </div>
  );
};
