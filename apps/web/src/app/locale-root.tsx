import { directionOf, isLocale } from '@brokerage/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

/**
 * Keeps i18next and <html lang dir> on the route's locale. A language switch reloads the page, so this only
 * matters when a link or the history moves to another locale without one.
 */
export const LocaleRoot = () => {
  const { locale } = useParams();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLocale(locale)) return;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale, i18n]);
  return <Outlet />;
};
