import type { Locale } from '@brokerage/shared';
import { useLocation } from 'react-router';
import { currentLocale, localeFromPath } from '@/lib/locale';

/** The locale of the current route; outside a localized route, the preferred one. */
export const useLocale = (): Locale => {
  const { pathname } = useLocation();
  return localeFromPath(pathname) ?? currentLocale();
};
