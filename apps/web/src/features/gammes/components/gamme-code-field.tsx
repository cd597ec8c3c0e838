import { gammeCodeSchema } from '@brokerage/shared';
import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

/** The shared schema's own (English) message for a code of the wrong shape, shown translated instead. */
const FORMAT_MESSAGE = gammeCodeSchema.safeParse('not a code').error?.issues[0]?.message;

export interface GammeCodeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A gamme code (SPEC §5): typed in upper case as it goes, written left to right in every language, with the
 * format rule translated when the schema or the server refuses the shape.
 */
export const GammeCodeField = ({ name, label, hint, required, readOnly, ...rest }: GammeCodeFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const shown = error && error === FORMAT_MESSAGE ? t('gammes:form.codeFormat') : error;
  const field = register(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={shown} required={required}>
      <input
        id={id}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        readOnly={readOnly}
        aria-invalid={shown ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, shown)}
        className={inputClassName(
          Boolean(shown),
          'h-10 font-mono read-only:bg-slate-50 dark:read-only:bg-slate-900',
        )}
        {...rest}
        {...field}
        onChange={(event) => {
          const { selectionStart, selectionEnd } = event.target;
          event.target.value = event.target.value.toUpperCase();
          event.target.setSelectionRange(selectionStart, selectionEnd);
          return field.onChange(event);
        }}
      />
    </FieldShell>
  );
};
