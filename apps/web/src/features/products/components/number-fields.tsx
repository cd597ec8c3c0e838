import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldShell, inputClassName, useFieldError } from '@/ui/form/field';

export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue' | 'value' | 'type'> {
  name: string;
  label: string;
  hint?: string;
  /** Text after the input ("%", "years"), read by screen readers as part of the hint. */
  suffix?: string;
}

/**
 * A number registered on the surrounding form: an empty input is sent as undefined (the schema then says it is
 * required), anything else as a number. `inputMode` brings up the numeric keypad on phones.
 */
export const NumberField = ({
  name,
  label,
  hint,
  suffix,
  required,
  className,
  ...rest
}: NumberFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClassName(Boolean(error), 'h-10 max-w-32 text-end tabular-nums')}
          {...rest}
          {...register(name, {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? undefined : Number(value),
          })}
        />
        {suffix && <span className="text-sm text-slate-600 dark:text-slate-400">{suffix}</span>}
      </div>
    </FieldShell>
  );
};

export interface NullableNumberSelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'defaultValue' | 'value'> {
  name: string;
  label: string;
  hint?: string;
  /** The choice that stands for null ("No free child"). */
  noneLabel: string;
  options: ReadonlyArray<{ value: number; label: string }>;
}

/** A select of numbers with a "none" choice, for a `number | null` field. */
export const NullableNumberSelectField = ({
  name,
  label,
  hint,
  noneLabel,
  options,
  required,
  className,
  ...rest
}: NullableNumberSelectFieldProps) => {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClassName(Boolean(error), 'h-10 pe-8')}
        {...rest}
        {...register(name, {
          setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
        })}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
