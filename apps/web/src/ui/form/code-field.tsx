import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface CodeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
  /** Rewords the field's error (a schema's own English format message, say); as is without it. */
  errorText?: (error: string) => string;
}

/**
 * A code (gamme SANTE_SENIOR.CONFORT, product ESS_CONFORT): typed in upper case as it goes, in a monospace
 * font, left to right in every language; read-only once it cannot change.
 */
export const CodeField = ({ name, label, hint, required, errorText, ...rest }: CodeFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const shown = error && errorText ? errorText(error) : error;
  const field = register(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={shown} required={required}>
      <input
        id={id}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
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
