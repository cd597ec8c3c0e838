import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';

const ICON_SIZES = {
  xs: { button: 'size-7', icon: 'size-3.5' },
  sm: { button: 'size-8', icon: 'size-4' },
  md: { button: 'size-9', icon: 'size-5' },
  lg: { button: 'size-11', icon: 'size-6' },
} as const;

const TOGGLE_SIZES = {
  xs: { track: 'h-4 w-7', thumb: 'size-3', shift: 'translate-x-3 rtl:-translate-x-3', icon: 'size-2' },
  sm: { track: 'h-5 w-9', thumb: 'size-4', shift: 'translate-x-4 rtl:-translate-x-4', icon: 'size-2.5' },
  md: { track: 'h-6 w-11', thumb: 'size-5', shift: 'translate-x-5 rtl:-translate-x-5', icon: 'size-3' },
  lg: { track: 'h-7 w-13', thumb: 'size-6', shift: 'translate-x-6 rtl:-translate-x-6', icon: 'size-3.5' },
} as const;

export type ThemeSwitchSize = keyof typeof ICON_SIZES;

export interface ThemeSwitchProps {
  variant?: 'icon' | 'toggle';
  size?: ThemeSwitchSize;
  className?: string;
}

export const ThemeSwitch = ({ variant = 'icon', size = 'md', className }: ThemeSwitchProps) => {
  const { t } = useTranslation();
  const { isDark, toggleTheme } = useTheme();
  const label = isDark
    ? t('ui:themeSwitch.toLight', 'Switch to light mode')
    : t('ui:themeSwitch.toDark', 'Switch to dark mode');
  const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
  // Both variants are a plain button named by its action: a switch named 'Switch to light mode' that reads
  // 'on' would contradict itself.
  const action = { type: 'button', 'aria-label': label, title: label, onClick: toggleTheme } as const;

  if (variant === 'toggle') {
    const sizing = TOGGLE_SIZES[size];
    return (
      <button
        {...action}
        className={clsx(
          'relative inline-flex shrink-0 items-center rounded-full p-0.5 transition-colors',
          isDark ? 'bg-blue-600 dark:bg-blue-500' : 'bg-slate-300 dark:bg-slate-600',
          focusRing,
          sizing.track,
          className,
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-flex items-center justify-center rounded-full bg-white text-slate-700 shadow transition-transform',
            sizing.thumb,
            isDark && sizing.shift,
          )}
        >
          {isDark ? <Moon className={sizing.icon} /> : <Sun className={sizing.icon} />}
        </span>
      </button>
    );
  }

  const sizing = ICON_SIZES[size];
  return (
    <button
      {...action}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors',
        'hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        focusRing,
        sizing.button,
        className,
      )}
    >
      {isDark ? (
        <Sun aria-hidden="true" className={sizing.icon} />
      ) : (
        <Moon aria-hidden="true" className={sizing.icon} />
      )}
    </button>
  );
};
