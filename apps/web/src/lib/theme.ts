import { THEME_ANNOUNCEMENT_MS, THEME_STORAGE_KEY } from '@brokerage/shared';
import { useSyncExternalStore } from 'react';
import { i18next } from '@/lib/i18n';
import { announce } from '@/ui/live-announcer';

export type Theme = 'light' | 'dark';

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export const readStoredTheme = (): Theme | null => {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames): behave as if nothing was saved.
    return null;
  }
};

const saveTheme = (theme: Theme): void => {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies to this page; it just will not survive a reload.
  }
};

const darkSchemeQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;

export const systemTheme = (): Theme => (darkSchemeQuery()?.matches ? 'dark' : 'light');

/** The stored choice wins; without one, the operating system's colour scheme (SPEC §4). */
export const initialTheme = (): Theme => readStoredTheme() ?? systemTheme();

export const applyTheme = (theme: Theme): void => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
};

let current: Theme | null = null;
const listeners = new Set<() => void>();

const publish = (theme: Theme): void => {
  current = theme;
  applyTheme(theme);
  for (const listener of listeners) listener();
};

const getTheme = (): Theme => {
  current ??= initialTheme();
  return current;
};

const setTheme = (theme: Theme): void => {
  saveTheme(theme);
  publish(theme);
};

const toggleTheme = (): Theme => {
  const next: Theme = getTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  announce(
    next === 'dark'
      ? i18next.t('ui:theme.darkEnabled', 'Dark mode enabled')
      : i18next.t('ui:theme.lightEnabled', 'Light mode enabled'),
    { durationMs: THEME_ANNOUNCEMENT_MS },
  );
  return next;
};

/**
 * Applies the initial theme and starts following the operating system while nothing is stored, plus changes
 * saved by another tab. Returns the function that stops listening.
 */
const start = (): (() => void) => {
  publish(initialTheme());
  const query = darkSchemeQuery();
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (readStoredTheme() === null) publish(event.matches ? 'dark' : 'light');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) publish(initialTheme());
  };
  query?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const themeStore = { start, subscribe, getTheme, setTheme, toggleTheme };

export const useTheme = () => {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  return { theme, isDark: theme === 'dark', setTheme, toggleTheme };
};
