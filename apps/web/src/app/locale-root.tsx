import { directionOf, isLocale } from '@brokerage/shared';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { pathUnderPreferredLocale } from '@/app/locale-redirect';

/** Re-homes the current path under the preferred locale ('/' → '/fr', '/de/users' → '/fr/de/users'). */
export const RedirectUnderPreferredLocale = () => (
  <Navigate replace to={pathUnderPreferredLocale(useLocation())} />
);

/**
 * The `/:locale/*` route: lets supported locales through and re-homes anything else. Keeps i18next and
 * <html lang dir> on the route's locale. A language switch reloads the page, so this only matters when a link
 * or the history moves to another locale without one.
 */
export const LocaleRoot = ({ children }: { children: ReactNode }) => {
  const { locale } = useParams();
  const { i18n } = useTranslation();
  const supported = isLocale(locale);
  useEffect(() => {
    if (!isLocale(locale)) return;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale, i18n]);
  return supported ? children : <RedirectUnderPreferredLocale />;
};
