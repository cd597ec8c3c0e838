import { THEME_STORAGE_KEY } from '@brokerage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import source from '../public/theme-boot.js?raw';

// The boot script is served as a plain file, so the test runs exactly that file's text.
const bootTheme = () => new Function(source)();

const osPrefersDark = (dark: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (media: string) => ({ media, matches: media.includes('dark') ? dark : false }) as MediaQueryList,
    );

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
});

describe('theme boot script', () => {
  it('reads the same storage key as the theme store', () => {
    expect(source).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
  });

  it('applies the stored theme when one is saved', () => {
    osPrefersDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    bootTheme();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies the OS preference when nothing is stored', () => {
    osPrefersDark(true);
    bootTheme();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('applies dark when dark is stored whatever the OS says', () => {
    osPrefersDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    bootTheme();
    expect(document.documentElement).toHaveClass('dark');
  });
});
