import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface ProductCodeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A product code (ESS_CONFORT): typed in upper case as it goes, in a monospace font, left to right in every
 * language. The schema's format rule reaches it already translated (schema-messages.ts).
 */
export const ProductCodeField = ({ name, label, hint, required, ...rest }: ProductCodeFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error), 'h-10 font-mono')}
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
