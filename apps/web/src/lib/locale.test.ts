import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentLocale,
  getPreferredLocale,
  localeFromPath,
  localizePath,
  readLocaleCookie,
  stripLocale,
  writeLocaleCookie,
} from '@/lib/locale';

const setPath = (path: string) => window.history.replaceState(null, '', path);

const setBrowserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

afterEach(() => {
  vi.restoreAllMocks();
  setPath('/');
});

describe('stripLocale', () => {
  it('removes the locale segment when the path starts with one', () => {
    expect(stripLocale('/fr/users/12')).toBe('/users/12');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/en?x=1')).toBe('/?x=1');
  });

  it('leaves the path alone when its first segment is not a locale', () => {
    expect(stripLocale('/users')).toBe('/users');
    expect(stripLocale('/french/page')).toBe('/french/page');
    expect(stripLocale('/')).toBe('/');
  });
});

describe('localizePath', () => {
  it('prefixes the locale and keeps the query when given a bare path', () => {
    expect(localizePath('/login?x=1', 'fr')).toBe('/fr/login?x=1');
    expect(localizePath('users', 'en')).toBe('/en/users');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/?next=%2Fusers', 'fr')).toBe('/fr?next=%2Fusers');
  });

  it('replaces the locale when the path already carries one', () => {
    expect(localizePath('/en/ventes/form#top', 'ar')).toBe('/ar/ventes/form#top');
  });

  it('uses the locale of the current URL when none is given', () => {
    setPath('/ar/users');
    expect(localizePath('/login')).toBe('/ar/login');
  });
});

describe('localeFromPath', () => {
  it('returns null when the first segment is not a supported locale', () => {
    expect(localeFromPath('/de/users')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
    expect(localeFromPath('/en/users')).toBe('en');
  });
});

describe('getPreferredLocale', () => {
  it('returns the URL locale when the first segment is one', () => {
    writeLocaleCookie('ar');
    setPath('/en/users');
    expect(getPreferredLocale()).toBe('en');
  });

  it('returns the cookie locale when the URL has none', () => {
    setBrowserLanguages(['en-GB']);
    writeLocaleCookie('ar');
    setPath('/users');
    expect(getPreferredLocale()).toBe('ar');
  });

  it('returns the first supported browser language when there is no URL locale or cookie', () => {
    setBrowserLanguages(['de-DE', 'en-US', 'fr']);
    expect(getPreferredLocale()).toBe('en');
  });

  it('falls back to French when nothing else is supported', () => {
    setBrowserLanguages(['de-DE', 'es']);
    expect(getPreferredLocale()).toBe('fr');
  });

  it('ignores the cookie when it holds an unsupported value', () => {
    setBrowserLanguages(['es']);
    // biome-ignore lint/suspicious/noDocumentCookie: sets up the browser state under test.
    document.cookie = 'NEXT_LOCALE=de; path=/';
    expect(readLocaleCookie()).toBeNull();
    expect(getPreferredLocale()).toBe('fr');
  });
});

describe('currentLocale', () => {
  it('reads the URL when it is localized and the preference otherwise', () => {
    setPath('/ar/ventes');
    expect(currentLocale()).toBe('ar');
    setPath('/ventes');
    writeLocaleCookie('en');
    expect(currentLocale()).toBe('en');
  });
});

describe('writeLocaleCookie', () => {
  it('writes a year-long, site-wide, SameSite=Lax NEXT_LOCALE cookie when a locale is chosen', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeLocaleCookie('ar');
    expect(setter).toHaveBeenCalledWith('NEXT_LOCALE=ar; path=/; max-age=31536000; SameSite=Lax');
  });

  it('writes NEXT_LOCALE that can be read back when it is set', () => {
    writeLocaleCookie('fr');
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    expect(readLocaleCookie()).toBe('fr');
  });
});
