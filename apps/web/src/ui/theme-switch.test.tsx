import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '@/lib/theme';
import { ThemeSwitch } from '@/ui/theme-switch';

const osPrefersDark = (dark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        matches: media.includes('dark') ? dark : false,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

let stop: () => void = () => {};

beforeEach(() => {
  document.documentElement.classList.remove('dark');
  document.querySelector('[data-live-announcer]')?.remove();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ThemeSwitch', () => {
  it('offers dark mode when the page is light', () => {
    osPrefersDark(false);
    stop = themeStore.start();
    render(<ThemeSwitch />);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('offers light mode when the stored preference is dark', () => {
    osPrefersDark(false);
    localStorage.setItem('theme', 'dark');
    stop = themeStore.start();
    render(<ThemeSwitch variant="toggle" size="lg" />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('switches to dark, saves it and announces it for one second when clicked', () => {
    vi.useFakeTimers();
    osPrefersDark(false);
    stop = themeStore.start();
    render(<ThemeSwitch />);

    // fireEvent rather than user-event: the latter awaits timeouts that fake timers never fire.
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dark mode enabled');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('switches back to light when clicked in dark mode', async () => {
    osPrefersDark(true);
    stop = themeStore.start();
    render(<ThemeSwitch variant="toggle" />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('status')).toHaveTextContent('Light mode enabled');
  });
});
