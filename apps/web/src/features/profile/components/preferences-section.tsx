import { LOCALES, type Locale, type Profile, THEMES, type ThemeName } from '@brokerage/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePreferences } from '@/features/profile/api/update-preferences';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useTheme } from '@/lib/theme';
import { useChangeLanguage } from '@/ui/use-change-language';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 sm:w-64 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:[color-scheme:dark]';

/**
 * Settings: the language and theme saved on the user, applied here at once and by the shell at each sign-in
 * (on any device). Until the user picks one, the page shows what this browser uses.
 */
export const PreferencesSection = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const languageId = useId();
  const themeId = useId();
  const save = useUpdatePreferences();
  const { theme, setTheme } = useTheme();
  const { current, changeLanguage } = useChangeLanguage();

  const saveLocale = async (locale: Locale) => {
    try {
      await save.mutateAsync({ locale });
      // The language switch reloads the page under the new locale (SPEC §4), after the save.
      changeLanguage(locale);
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const saveTheme = async (next: ThemeName) => {
    try {
      await save.mutateAsync({ theme: next });
      setTheme(next);
      toastSuccess(t('profile:preferences.saved'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={languageId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('profile:preferences.language')}
        </label>
        <select
          id={languageId}
          className={selectClass}
          value={profile.locale ?? current}
          disabled={save.isPending}
          onChange={(event) => saveLocale(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`common:languages.${locale}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={themeId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('profile:preferences.theme')}
        </label>
        <select
          id={themeId}
          className={selectClass}
          value={profile.theme ?? theme}
          disabled={save.isPending}
          onChange={(event) => saveTheme(event.target.value as ThemeName)}
        >
          {THEMES.map((option) => (
            <option key={option} value={option}>
              {t(`profile:preferences.themes.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('profile:preferences.hint')}</p>
    </div>
  );
};
