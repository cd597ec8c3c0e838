import type { Locale } from '@brokerage/shared';
import { localeFromPath, localizePath, stripLocale } from '@/lib/locale';

/** Why the user was sent to the login page; the page shows a notice for each (SPEC §8). */
export const LOGIN_REASONS = ['expired', 'forbidden', 'disabled'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export const parseLoginReason = (value: string | null | undefined): LoginReason | null =>
  (LOGIN_REASONS as readonly string[]).includes(value ?? '') ? (value as LoginReason) : null;

const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/** Whether a path, with or without its locale, is one of the public sign-in pages. */
export const isAuthPage = (path: string): boolean => AUTH_PAGES.has(stripLocale(path).split(/[?#]/)[0] ?? '');

/**
 * The page to come back to after signing in, from the `redirect` parameter. Only a path of this site is
 * accepted (never '//host' or 'https://...', which would make the login page an open redirect); anything
 * else, and the sign-in pages themselves, give the dashboard.
 */
export const safeRedirectTarget = (value: string | null | undefined): string => {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    const path = stripLocale(`${url.pathname}${url.search}${url.hash}`);
    return isAuthPage(path) ? '/' : path;
  } catch {
    return '/';
  }
};

export interface LoginPathOptions {
  reason?: LoginReason;
  /** The page being left, with its locale: it becomes the `redirect` parameter and sets the locale. */
  from?: string;
  locale?: Locale;
}

/** '/fr/login?redirect=%2Fventes&reason=expired' */
export const buildLoginPath = ({ reason, from, locale }: LoginPathOptions = {}): string => {
  const params = new URLSearchParams();
  const target = from ? safeRedirectTarget(from) : '/';
  if (target !== '/') params.set('redirect', target);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return localizePath(
    query ? `/login?${query}` : '/login',
    locale ?? (from ? localeFromPath(from) : null) ?? undefined,
  );
};
