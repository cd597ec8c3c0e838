import {
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from '@brokerage/shared';

/** The locale named by the first segment of a pathname, or null when that segment is not a locale. */
export const localeFromPath = (pathname: string): Locale | null => {
  const first = pathname.split(/[/?#]/)[1];
  return isLocale(first) ? first : null;
};

export const readLocaleCookie = (): Locale | null => {
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : null;
    }
  }
  return null;
};

export const writeLocaleCookie = (locale: Locale): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
};

const navigatorLocale = (): Locale | null => {
  const candidates = [...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
};

/** URL first, then the NEXT_LOCALE cookie, then the browser's languages, then French (the shell's fallback). */
export const getPreferredLocale = (): Locale =>
  localeFromPath(window.location.pathname) ?? readLocaleCookie() ?? navigatorLocale() ?? FALLBACK_LOCALE;

export const currentLocale = (): Locale => localeFromPath(window.location.pathname) ?? getPreferredLocale();

/** Removes a leading locale segment: '/fr/users/1' → '/users/1', '/fr' → '/'. Query and hash are kept. */
export const stripLocale = (path: string): string => {
  const locale = localeFromPath(path);
  if (!locale) return path;
  const rest = path.slice(locale.length + 1);
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** Prefixes a path with a locale, replacing any locale it already carries: '/login?x=1' → '/fr/login?x=1'. */
export const localizePath = (path: string, locale: Locale = currentLocale()): string => {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const bare = stripLocale(absolute);
  if (bare === '/') return `/${locale}`;
  return bare.startsWith('/?') || bare.startsWith('/#') ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
};
