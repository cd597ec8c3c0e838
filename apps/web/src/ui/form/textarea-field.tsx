import { type TextareaHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

export const TextareaField = ({
  name,
  label,
  hint,
  required,
  rows = 3,
  className,
  ...rest
}: TextareaFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error), 'py-2')}
        {...rest}
        {...register(name)}
      />
    </FieldShell>
  );
};
