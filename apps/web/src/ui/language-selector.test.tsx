import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from '@/ui/language-selector';

const CurrentLocation = () => {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
};

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LanguageSelector />
            <CurrentLocation />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  document.querySelector('[data-live-announcer]')?.remove();
  // The browser edge: a real reload would end the test run.
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Clicks go through fireEvent: user-event awaits real timeouts, which never fire under fake timers.
// Awaited inside act so the router's asynchronous navigation settles before the assertions.
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('LanguageSelector', () => {
  it('shows three buttons with the current locale pressed when rendered under a locale', () => {
    renderAt('/en/users');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stores the cookie, moves to the same page under the new locale and reloads after 100 ms when another language is picked', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderAt('/en/ventes/form?step=2');

    await click('Français');

    expect(cookieWrites).toHaveBeenCalledWith('NEXT_LOCALE=fr; path=/; max-age=31536000; SameSite=Lax');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fr/ventes/form?step=2');
    act(() => vi.advanceTimersByTime(99));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('navigates without resetting the scroll position when the language changes', async () => {
    const router = renderAt('/en/users');
    const navigate = vi.spyOn(router, 'navigate');
    await click('العربية');
    expect(navigate).toHaveBeenCalledWith('/ar/users', expect.objectContaining({ preventScrollReset: true }));
  });

  it('announces the new language and removes the announcement after 1000 ms when one is picked', async () => {
    renderAt('/en');
    await click('العربية');
    const announcer = document.querySelector('[data-live-announcer]');
    expect(announcer).toHaveTextContent('Language changed to العربية');
    act(() => vi.advanceTimersByTime(999));
    expect(announcer).toHaveTextContent('Language changed to العربية');
    act(() => vi.advanceTimersByTime(1));
    expect(announcer).toBeEmptyDOMElement();
  });

  it('selects a language when Enter or Space is pressed on it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderAt('/en/users');
    screen.getByRole('button', { name: 'Français' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fr/users');

    screen.getByRole('button', { name: 'English' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/users');
    // Let the pending reloads fire while the spy is still installed.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('does nothing when the current language is picked', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderAt('/en/users');
    await click('English');
    act(() => vi.advanceTimersByTime(2000));
    expect(cookieWrites).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/users');
    expect(document.querySelector('[data-live-announcer]')?.textContent ?? '').toBe('');
  });

  it('only logs the error when the language change fails', async () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('cookies disabled');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/en/users');
    await click('Français');
    expect(log).toHaveBeenCalledWith('Language change failed', expect.any(Error));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/users');
  });
});
