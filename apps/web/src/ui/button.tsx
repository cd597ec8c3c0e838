import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, type SpinnerSize } from '@/ui/spinner';

/** White text keeps WCAG AA contrast (4.5:1) on each background, in both themes. */
const VARIANTS = {
  primary:
    'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-600 dark:hover:bg-blue-700 dark:focus-visible:outline-blue-400',
  secondary:
    'bg-slate-700 text-white hover:bg-slate-800 focus-visible:outline-slate-700 dark:bg-slate-600 dark:hover:bg-slate-500',
  outline:
    'border border-slate-300 bg-transparent text-slate-800 hover:bg-slate-50 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost:
    'bg-transparent text-slate-700 hover:bg-slate-100 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800',
  light:
    'bg-slate-100 text-slate-800 hover:bg-slate-200 focus-visible:outline-blue-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600 dark:hover:bg-red-700',
  success:
    'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700 dark:hover:bg-emerald-800',
} as const;

const SIZES = {
  xs: 'h-7 gap-1 px-2 text-xs',
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-11 gap-2 px-5 text-base',
  xl: 'h-12 gap-2.5 px-6 text-lg',
} as const;

const SPINNER_SIZES: Record<ButtonSize, SpinnerSize> = { xs: 'xs', sm: 'sm', md: 'sm', lg: 'md', xl: 'md' };

const ROUNDED = {
  none: 'rounded-none',
  sm: 'rounded-sm',
  md: 'rounded-md',
  lg: 'rounded-lg',
  full: 'rounded-full',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
export type ButtonRounded = keyof typeof ROUNDED;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  rounded?: ButtonRounded;
  icon?: ReactNode;
  /** Logical side: 'left' is the start of the line, so it mirrors under right-to-left text. */
  iconPosition?: 'left' | 'right';
  fullWidth?: boolean;
  /** Disables the button and shows a spinner with `loadingText`. */
  loading?: boolean;
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

export const Button = ({
  variant = 'primary',
  size = 'md',
  rounded = 'md',
  icon,
  iconPosition = 'left',
  fullWidth = false,
  loading = false,
  loadingText,
  disabled,
  // No default: like a native button it submits its form unless told otherwise.
  type,
  className,
  children,
  ...rest
}: ButtonProps) => {
  const { t } = useTranslation();
  const iconNode = icon ? (
    <span aria-hidden="true" className="inline-flex shrink-0">
      {icon}
    </span>
  ) : null;
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(
        'inline-flex items-center justify-center font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        ROUNDED[rounded],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner size={SPINNER_SIZES[size]} />
          <span>{loadingText ?? t('ui:button.loading', 'Loading...')}</span>
        </>
      ) : (
        <>
          {iconPosition === 'left' && iconNode}
          {children}
          {iconPosition === 'right' && iconNode}
        </>
      )}
    </button>
  );
};
