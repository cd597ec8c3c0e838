import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectUnderPreferredLocale, requireLocale } from '@/app/locale-redirect';
import { writeLocaleCookie } from '@/lib/locale';

const NoFallback = () => null;

// The same route shape as the app's router, with stand-ins for the pages so only the redirects are exercised.
const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: NoFallback,
        children: [
          { index: true, loader: redirectUnderPreferredLocale, element: null },
          {
            path: ':locale',
            loader: requireLocale,
            element: <Outlet />,
            children: [
              { index: true, element: <p>home</p> },
              { path: '*', element: <p>page</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => vi.restoreAllMocks());

describe('locale redirects', () => {
  it('sends / to the preferred locale when no locale is in the URL', async () => {
    writeLocaleCookie('ar');
    const router = renderAt('/');
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/ar');
  });

  it('keeps the whole path and query under the preferred locale when the first segment is not a locale', async () => {
    writeLocaleCookie('en');
    const router = renderAt('/ventes/42?tab=docs');
    await screen.findByText('page');
    expect(router.state.location.pathname).toBe('/en/ventes/42');
    expect(router.state.location.search).toBe('?tab=docs');
  });

  it('falls back to French when neither cookie nor browser names a supported language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const router = renderAt('/de/users');
    await screen.findByText('page');
    expect(router.state.location.pathname).toBe('/fr/de/users');
  });

  it('leaves the URL alone when it already starts with a supported locale', async () => {
    writeLocaleCookie('ar');
    const router = renderAt('/en/users');
    await screen.findByText('page');
    expect(router.state.location.pathname).toBe('/en/users');
  });
});
