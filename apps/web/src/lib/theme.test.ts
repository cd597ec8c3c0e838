import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeStore, useTheme } from '@/lib/theme';

// The browser edge: the operating system's colour scheme as seen through matchMedia.
const mockColorScheme = (initiallyDark: boolean) => {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        get matches() {
          return media.includes('dark') ? dark : false;
        },
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(nextDark: boolean) {
      dark = nextDark;
      for (const listener of listeners) listener({ matches: nextDark } as MediaQueryListEvent);
    },
  };
};

const root = document.documentElement;
let stop: () => void = () => {};

beforeEach(() => {
  root.classList.remove('dark');
  // The live region outlives each render; start every test without earlier announcements.
  document.querySelector('[data-live-announcer]')?.remove();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('theme store', () => {
  it('uses the stored preference when one is saved, whatever the OS prefers', () => {
    mockColorScheme(true);
    localStorage.setItem('theme', 'light');
    stop = themeStore.start();
    expect(themeStore.getTheme()).toBe('light');
    expect(root).not.toHaveClass('dark');
  });

  it('uses the OS colour scheme when nothing is stored', () => {
    mockColorScheme(true);
    stop = themeStore.start();
    expect(themeStore.getTheme()).toBe('dark');
    expect(root).toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    mockColorScheme(true);
    localStorage.setItem('theme', 'purple');
    stop = themeStore.start();
    expect(themeStore.getTheme()).toBe('dark');
  });

  it('follows OS changes live when nothing is stored', () => {
    const os = mockColorScheme(false);
    stop = themeStore.start();
    os.change(true);
    expect(themeStore.getTheme()).toBe('dark');
    expect(root).toHaveClass('dark');
    os.change(false);
    expect(root).not.toHaveClass('dark');
  });

  it('ignores OS changes when a preference is stored', () => {
    const os = mockColorScheme(false);
    localStorage.setItem('theme', 'light');
    stop = themeStore.start();
    os.change(true);
    expect(themeStore.getTheme()).toBe('light');
    expect(root).not.toHaveClass('dark');
  });

  it('stops following the OS once the user has toggled', () => {
    const os = mockColorScheme(false);
    stop = themeStore.start();
    themeStore.toggleTheme();
    os.change(false);
    expect(themeStore.getTheme()).toBe('dark');
  });

  it('saves, marks the root and announces when toggled, then removes the announcement after 1 s', () => {
    vi.useFakeTimers();
    mockColorScheme(false);
    stop = themeStore.start();

    expect(themeStore.toggleTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(screen.getByText('Dark mode enabled')).toBeInTheDocument();

    vi.advanceTimersByTime(999);
    expect(screen.getByText('Dark mode enabled')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.queryByText('Dark mode enabled')).not.toBeInTheDocument();

    expect(themeStore.toggleTheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root).not.toHaveClass('dark');
    expect(screen.getByRole('status')).toHaveTextContent('Light mode enabled');
    vi.advanceTimersByTime(1000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('useTheme', () => {
  it('re-renders with the new theme when the theme changes', () => {
    const os = mockColorScheme(false);
    stop = themeStore.start();
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
    act(() => os.change(true));
    expect(result.current.isDark).toBe(true);
    act(() => result.current.setTheme('light'));
    expect(result.current.theme).toBe('light');
  });
});
