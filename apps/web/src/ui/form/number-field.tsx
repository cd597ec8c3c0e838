import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A number input registered on the surrounding form: the value is a number, and an empty input is `undefined`
 * (an optional field left out: "at the end of the list" for an order).
 */
export const NumberField = ({ name, label, hint, required, className, ...input }: NumberFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error), 'h-10 max-w-40')}
        {...input}
        {...register(name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? undefined : Number(value),
        })}
      />
    </FieldShell>
  );
};
