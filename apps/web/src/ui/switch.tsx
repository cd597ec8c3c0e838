import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name when no visible label points at the switch. */
  label?: string;
}

/** An on/off switch (role="switch"); the thumb moves to the end of the line when on, mirrored under RTL. */
export const Switch = ({ checked, onCheckedChange, label, disabled, className, ...rest }: SwitchProps) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={label}
    disabled={disabled}
    onClick={() => onCheckedChange(!checked)}
    className={clsx(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
      'disabled:cursor-not-allowed disabled:opacity-50',
      checked ? 'bg-blue-600 dark:bg-blue-500' : 'bg-slate-300 dark:bg-slate-700',
      className,
    )}
    {...rest}
  >
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-5 rounded-full bg-white shadow transition-transform',
        checked ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
      )}
    />
  </button>
);
