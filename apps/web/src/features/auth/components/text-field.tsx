import { clsx } from 'clsx';
import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string | null;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export const TextField = ({ label, hint, error, className, ...input }: TextFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600',
          'dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus-visible:outline-blue-400',
          error ? 'border-red-400 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
          className,
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};
