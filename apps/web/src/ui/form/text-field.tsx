import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
  /** An empty input is sent as this value (`null` clears a nullable field on update); '' by default. */
  emptyValue?: '' | null | undefined;
}

/** A text input registered on the surrounding form (see field.tsx). */
export const TextField = (props: TextFieldProps) => {
  const { name, label, hint, type = 'text', emptyValue, required, className, ...input } = props;
  // Passing emptyValue={undefined} on purpose means undefined, so no destructuring default here.
  const empty = Object.hasOwn(props, 'emptyValue') ? emptyValue : '';
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name, type === 'email' ? 'email' : type === 'url' ? 'url' : undefined);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error), 'h-10')}
        {...input}
        {...register(name, { setValueAs: (value: unknown) => (value === '' ? empty : value) })}
      />
    </FieldShell>
  );
};
