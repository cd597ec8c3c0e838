import { type AnswerValue, type Question, YES_NO_VALUES } from '@brokerage/shared';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '@/ui/form/field';

/** What QuestionField needs of a question: how it is asked. */
export type QuestionFieldQuestion = Pick<
  Question,
  'id' | 'label' | 'helpText' | 'type' | 'answerOptions' | 'required'
>;

export interface QuestionFieldProps {
  question: QuestionFieldQuestion;
  /**
   * The answer: text (text, long text, date as YYYY-MM-DD, single choice, drop-down, yes/no as 'yes' or 'no'),
   * a number, or the values ticked on a multiple choice. Null or undefined when not answered.
   */
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  /** A translated message shown under the field (a required answer missing...). */
  error?: string;
  disabled?: boolean;
  /** Shown after the help text (the preview says why a conditional question is shown). */
  note?: ReactNode;
  className?: string;
}

const textOf = (value: AnswerValue): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const listOf = (value: AnswerValue): readonly string[] => (Array.isArray(value) ? value : []);

/** A yes/no flag stored as a boolean reads as its value. */
const choiceOf = (value: AnswerValue): string =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : textOf(value);

const choiceClassName =
  'size-4 shrink-0 border-slate-300 accent-blue-600 disabled:cursor-not-allowed dark:border-slate-600 dark:accent-blue-400';

/**
 * One question of the needs analysis as the agent answers it: a text box, a text area, a number, a date, yes/no
 * radios, a radio group, a group of checkboxes or a drop-down, by the question's type. Controlled; labels, help
 * text and errors are tied to the input for screen readers. The question's own text is data (French, most often)
 * and keeps its direction whatever the interface language.
 */
export const QuestionField = ({
  question,
  value,
  onChange,
  error,
  disabled = false,
  note,
  className,
}: QuestionFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [question.helpText || note ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const invalid = Boolean(error);

  const label = (
    <>
      <span dir="auto">{question.label}</span>
      {question.required && (
        <span className="ms-0.5 text-red-600 dark:text-red-400" title={t('ui:form.required')}>
          <span aria-hidden="true">*</span>
        </span>
      )}
    </>
  );
  const labelClassName = 'text-sm font-medium text-slate-800 dark:text-slate-200';

  const footer = (
    <>
      {(question.helpText || note) && (
        <div id={hintId} className="flex flex-col gap-0.5 text-xs text-slate-500 dark:text-slate-400">
          {question.helpText && <p dir="auto">{question.helpText}</p>}
          {note}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </>
  );

  const common = {
    'aria-invalid': invalid || undefined,
    'aria-required': question.required || undefined,
    'aria-describedby': describedBy,
    disabled,
  };

  // Groups of radios or checkboxes: a fieldset named by its legend.
  if (question.type === 'yes_no' || question.type === 'radio' || question.type === 'checkbox') {
    const multiple = question.type === 'checkbox';
    const options =
      question.type === 'yes_no'
        ? YES_NO_VALUES.map((answer) => ({ value: answer, label: t(`questions:answers.${answer}`) }))
        : question.answerOptions;
    const ticked = multiple ? listOf(value) : [choiceOf(value)];
    const toggle = (optionValue: string, checked: boolean) => {
      if (!multiple) {
        onChange(optionValue);
        return;
      }
      const current = listOf(value);
      onChange(
        checked
          ? // Kept in the options' order, whatever the order of the clicks.
            options.map((option) => option.value).filter((v) => v === optionValue || current.includes(v))
          : current.filter((v) => v !== optionValue),
      );
    };
    return (
      <fieldset
        // A single choice is a radio group, which can be required; a multiple choice stays a plain group.
        {...(multiple ? {} : { role: 'radiogroup', 'aria-required': question.required ? true : undefined })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className={clsx('flex min-w-0 flex-col gap-1.5', className)}
      >
        <legend className={clsx(labelClassName, 'mb-1')}>{label}</legend>
        <div
          className={clsx(
            'flex gap-x-5 gap-y-1.5',
            question.type === 'yes_no' ? 'flex-row flex-wrap' : 'flex-col',
          )}
        >
          {options.map((option) => {
            const optionId = `${id}-${option.value}`;
            return (
              <div key={option.value} className="flex items-start gap-2">
                <input
                  id={optionId}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={id}
                  value={option.value}
                  checked={ticked.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  className={clsx(choiceClassName, 'mt-0.5', multiple ? 'rounded' : 'rounded-full')}
                />
                <label htmlFor={optionId} dir="auto" className="text-sm text-slate-800 dark:text-slate-200">
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
        {footer}
      </fieldset>
    );
  }

  let control: ReactNode;
  switch (question.type) {
    case 'long_text':
      control = (
        <textarea
          id={id}
          rows={3}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName(invalid, 'py-2')}
          dir="auto"
          {...common}
        />
      );
      break;
    case 'number':
      control = (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          value={textOf(value)}
          onChange={(event) =>
            onChange(
              event.target.value === ''
                ? null
                : Number.isNaN(event.target.valueAsNumber)
                  ? null
                  : event.target.valueAsNumber,
            )
          }
          className={inputClassName(invalid, 'h-10 max-w-48')}
          {...common}
        />
      );
      break;
    case 'date':
      control = (
        <input
          id={id}
          type="date"
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value || null)}
          className={inputClassName(invalid, 'h-10 max-w-48')}
          {...common}
        />
      );
      break;
    case 'select':
      control = (
        <select
          id={id}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value || null)}
          className={inputClassName(invalid, 'h-10 pe-8')}
          {...common}
        >
          <option value="">{t('questions:answers.choose')}</option>
          {question.answerOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default:
      control = (
        <input
          id={id}
          type="text"
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName(invalid, 'h-10')}
          dir="auto"
          {...common}
        />
      );
  }

  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {control}
      {footer}
    </div>
  );
};
