import { clsx } from 'clsx';
import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, fieldIds, useFieldError } from '@/ui/form/field';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

/** A boolean field: the box sits before its label (mirrored under RTL). */
export const CheckboxField = ({ name, label, hint, className, ...rest }: CheckboxFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-600 dark:border-slate-600 dark:accent-blue-400"
          {...rest}
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      {hint && (
        <p id={fieldIds(id).hint} className="ps-6 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldIds(id).error} className="ps-6 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};
