import { clsx } from 'clsx';

const SIZES = { xs: 'size-3', sm: 'size-4', md: 'size-5', lg: 'size-8', xl: 'size-12' } as const;

export type SpinnerSize = keyof typeof SIZES;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; without one the spinner is decorative and its surroundings must say what is loading. */
  label?: string;
  className?: string;
}

export const Spinner = ({ size = 'md', label, className }: SpinnerProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    className={clsx('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', SIZES[size], className)}
    role={label ? 'img' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
  >
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
    <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
  </svg>
);
