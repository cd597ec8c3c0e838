import { LOCALES } from '@brokerage/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '@/ui/flag-icon';
import { useChangeLanguage } from '@/ui/use-change-language';

const SIZES = {
  xs: { button: 'h-7 gap-1 px-1.5 text-xs', flag: 'size-4' },
  sm: { button: 'h-8 gap-1.5 px-2 text-xs', flag: 'size-4' },
  md: { button: 'h-9 gap-2 px-2.5 text-sm', flag: 'size-5' },
  lg: { button: 'h-11 gap-2 px-3 text-base', flag: 'size-6' },
} as const;

const NAME_DISPLAY = {
  visible: '',
  hidden: 'sr-only',
  'wide-only': 'sr-only lg:not-sr-only',
} as const;

export type LanguageSelectorSize = keyof typeof SIZES;

export interface LanguageSelectorProps {
  size?: LanguageSelectorSize;
  /** Where space is tight the names can be visually hidden; they stay the buttons' accessible names. */
  nameDisplay?: keyof typeof NAME_DISPLAY;
  className?: string;
}

export const LanguageSelector = ({
  size = 'md',
  nameDisplay = 'visible',
  className,
}: LanguageSelectorProps) => {
  const { t } = useTranslation();
  const { current, changeLanguage } = useChangeLanguage();
  const sizing = SIZES[size];

  return (
    <fieldset className={clsx('inline-flex items-center gap-1', className)}>
      <legend className="sr-only">{t('ui:languageSelector.label')}</legend>
      {LOCALES.map((locale) => {
        const pressed = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={pressed}
            onClick={() => changeLanguage(locale)}
            className={clsx(
              'inline-flex items-center rounded-full border font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              pressed
                ? 'border-blue-600 bg-blue-50 text-blue-800 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100'
                : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              sizing.button,
            )}
          >
            <FlagIcon locale={locale} className={clsx('rounded-full', sizing.flag)} />
            <span className={NAME_DISPLAY[nameDisplay]}>{t(`common:languages.${locale}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
};
