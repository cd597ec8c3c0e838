import { type SelectHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
  options: readonly SelectOption[];
  /** Adds a first, empty choice with this text ("No team", "Choose a role"). */
  placeholder?: string;
  /** The value the empty choice stands for: `null` for a nullable field, '' (the default) otherwise. */
  emptyValue?: '' | null | undefined;
}

/** A native select (best on phones, RTL-safe) registered on the surrounding form (see field.tsx). */
export const SelectField = (props: SelectFieldProps) => {
  const { name, label, hint, options, placeholder, emptyValue, required, className, ...rest } = props;
  // Passing emptyValue={undefined} on purpose means undefined, so no destructuring default here.
  const empty = Object.hasOwn(props, 'emptyValue') ? emptyValue : '';
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error), 'h-10 pe-8')}
        {...rest}
        {...register(name, { setValueAs: (value: unknown) => (value === '' ? empty : value) })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
