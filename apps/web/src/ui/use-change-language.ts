import { LANGUAGE_ANNOUNCEMENT_MS, LANGUAGE_RELOAD_DELAY_MS, type Locale } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, stripLocale, writeLocaleCookie } from '@/lib/locale';
import { announce } from '@/ui/live-announcer';
import { useLocale } from '@/ui/use-locale';

const logFailure = (error: unknown) => console.error('Language change failed', error);

/**
 * SPEC §4 language change: remember the choice in the NEXT_LOCALE cookie, move to the same page under the new
 * locale without scrolling, announce it, then reload so every module starts in the new language.
 */
export const useChangeLanguage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const current = useLocale();

  const changeLanguage = (next: Locale): void => {
    if (next === current) return;
    try {
      writeLocaleCookie(next);
      const target = localizePath(
        `${stripLocale(location.pathname)}${location.search}${location.hash}`,
        next,
      );
      Promise.resolve(navigate(target, { preventScrollReset: true })).catch(logFailure);
      announce(t('ui:languageSelector.changed', { language: t(`common:languages.${next}`) }), {
        durationMs: LANGUAGE_ANNOUNCEMENT_MS,
      });
      setTimeout(() => window.location.reload(), LANGUAGE_RELOAD_DELAY_MS);
    } catch (error) {
      logFailure(error);
    }
  };

  return { current, changeLanguage };
};
