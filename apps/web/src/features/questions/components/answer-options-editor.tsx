import { type AnswerOption, duplicateOptionValues } from '@brokerage/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionValueFromLabel } from '@/features/questions/questionnaire.rules';
import { Button } from '@/ui/button';
import { inputClassName } from '@/ui/form/field';
import { type FieldErrorLike, translateFieldError } from '@/ui/form/validation-messages';

interface OptionsForm {
  answerOptions: AnswerOption[];
}

const iconButtonClass =
  'inline-flex size-8 shrink-0 items-center sm:size-7 justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800';

export interface AnswerOptionsEditorProps {
  disabled?: boolean;
}

/**
 * The answer options of a choice question (`answerOptions` of the surrounding form): rows of label and value that
 * can be added, removed and moved. A value left empty is suggested from the label. Repeated values and an empty
 * list are reported in words rather than as the schema's English text.
 */
export const AnswerOptionsEditor = ({ disabled = false }: AnswerOptionsEditorProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { control, register, getValues, setValue } = useFormContext<OptionsForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'answerOptions' });
  const { errors } = useFormState({ control, name: 'answerOptions' });
  const options = useWatch({ control, name: 'answerOptions' }) ?? [];
  const listRef = useRef<HTMLOListElement>(null);
  // After a move, the focus follows the row to its new place (React moves the row's element).
  const pendingFocus = useRef<{ fieldId: string; direction: 'up' | 'down' } | null>(null);

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || !listRef.current) return;
    pendingFocus.current = null;
    const button = (direction: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-field="${wanted.fieldId}"] [data-move="${direction}"]`,
      );
    const target = button(wanted.direction);
    (target && !target.disabled ? target : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const listError = get(errors, 'answerOptions') as (FieldErrorLike & { root?: FieldErrorLike }) | undefined;
  const duplicates = duplicateOptionValues(options.filter((option) => option.value.trim() !== ''));
  const rootError = listError?.root ?? (listError?.message ? listError : undefined);
  // Repeated values are said as soon as they are typed; an empty list once the form was validated.
  const listMessage =
    duplicates.length > 0
      ? t('questions:options.duplicate', { values: duplicates.join(', ') })
      : rootError
        ? options.length === 0
          ? t('questions:options.atLeastOne')
          : translateFieldError(t, rootError)
        : undefined;

  const suggestValue = (index: number) => {
    const label = getValues(`answerOptions.${index}.label`) ?? '';
    const value = getValues(`answerOptions.${index}.value`) ?? '';
    if (value.trim() === '' && label.trim() !== '') {
      // Validated at once, so an error the empty value showed before goes away with it.
      setValue(`answerOptions.${index}.value`, optionValueFromLabel(label), {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };

  const moveRow = (index: number, delta: -1 | 1) => {
    const field = fields[index];
    if (!field) return;
    pendingFocus.current = { fieldId: field.id, direction: delta < 0 ? 'up' : 'down' };
    move(index, index + delta);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('questions:fields.answerOptions')}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {t('questions:options.hint')}
      </p>
      {fields.length > 0 && (
        <div
          aria-hidden="true"
          className="hidden grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,7.5rem)_5.5rem] gap-2 px-1 text-xs font-medium text-slate-500 sm:grid dark:text-slate-400"
        >
          <span />
          <span>{t('questions:options.label')}</span>
          <span>{t('questions:options.value')}</span>
          <span />
        </div>
      )}
      <ol ref={listRef} className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const position = index + 1;
          const labelError = translateFieldError(
            t,
            get(errors, `answerOptions.${index}.label`) as FieldErrorLike | undefined,
          );
          const valueError = translateFieldError(
            t,
            get(errors, `answerOptions.${index}.value`) as FieldErrorLike | undefined,
          );
          const repeated = duplicates.includes(options[index]?.value ?? '');
          const labelId = `${id}-${field.id}-label`;
          const valueId = `${id}-${field.id}-value`;
          const labelField = register(`answerOptions.${index}.label`);
          return (
            <li
              key={field.id}
              data-field={field.id}
              className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-start gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1.5rem_minmax(0,1fr)_minmax(0,7.5rem)_5.5rem] sm:border-0 sm:p-1 dark:border-slate-800"
            >
              <span className="pt-2 text-end text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {position}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <input
                  id={labelId}
                  aria-label={t('questions:options.labelOf', { position })}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? `${labelId}-error` : undefined}
                  placeholder={t('questions:options.labelPlaceholder')}
                  disabled={disabled}
                  dir="auto"
                  className={inputClassName(Boolean(labelError), 'h-9')}
                  {...labelField}
                  onBlur={(event) => {
                    // The value first, so the validation the blur starts sees it.
                    suggestValue(index);
                    void labelField.onBlur(event);
                  }}
                />
                {labelError && (
                  <p id={`${labelId}-error`} className="text-xs text-red-700 dark:text-red-300">
                    {labelError}
                  </p>
                )}
              </div>
              <div className="col-start-2 row-start-2 flex min-w-0 flex-col gap-1 sm:col-start-auto sm:row-start-auto">
                <input
                  id={valueId}
                  aria-label={t('questions:options.valueOf', { position })}
                  aria-invalid={valueError || repeated ? true : undefined}
                  aria-describedby={valueError ? `${valueId}-error` : undefined}
                  placeholder={t('questions:options.valuePlaceholder')}
                  disabled={disabled}
                  dir="ltr"
                  className={inputClassName(Boolean(valueError) || repeated, 'h-9 font-mono text-xs')}
                  {...register(`answerOptions.${index}.value`)}
                />
                {valueError && (
                  <p id={`${valueId}-error`} className="text-xs text-red-700 dark:text-red-300">
                    {valueError}
                  </p>
                )}
              </div>
              <div className="row-span-2 flex items-center gap-0.5 sm:row-span-1 sm:h-9">
                <button
                  type="button"
                  data-move="up"
                  className={iconButtonClass}
                  disabled={disabled || index === 0}
                  onClick={() => moveRow(index, -1)}
                  aria-label={t('questions:options.moveUp', { position })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  data-move="down"
                  className={iconButtonClass}
                  disabled={disabled || index === fields.length - 1}
                  onClick={() => moveRow(index, 1)}
                  aria-label={t('questions:options.moveDown', { position })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={`${iconButtonClass} hover:text-red-700 dark:hover:text-red-300`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={t('questions:options.remove', { position })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listMessage && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {listMessage}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Plus className="size-4" />}
          disabled={disabled}
          onClick={() => append({ label: '', value: '' })}
        >
          {t('questions:options.add')}
        </Button>
      </div>
    </fieldset>
  );
};
