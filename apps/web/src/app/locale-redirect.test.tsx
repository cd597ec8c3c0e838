import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleRoot, RedirectUnderPreferredLocale } from '@/app/locale-root';
import { writeLocaleCookie } from '@/lib/locale';

const Where = ({ name }: { name: string }) => {
  const { pathname, search } = useLocation();
  return <p>{`${name} ${pathname}${search}`}</p>;
};

// The same route shape as the app's router (src/app/router.tsx), with stand-ins for the pages.
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route index element={<RedirectUnderPreferredLocale />} />
        <Route
          path=":locale/*"
          element={
            <LocaleRoot>
              <Routes>
                <Route index element={<Where name="home" />} />
                <Route path="*" element={<Where name="page" />} />
              </Routes>
            </LocaleRoot>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('locale redirects', () => {
  it('sends / to the preferred locale when no locale is in the URL', async () => {
    writeLocaleCookie('ar');
    renderAt('/');
    expect(await screen.findByText('home /ar')).toBeInTheDocument();
  });

  it('keeps the whole path and query under the preferred locale when the first segment is not a locale', async () => {
    writeLocaleCookie('en');
    renderAt('/ventes/42?tab=docs');
    expect(await screen.findByText('page /en/ventes/42?tab=docs')).toBeInTheDocument();
  });

  it('falls back to French when neither cookie nor browser names a supported language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    renderAt('/de/users');
    expect(await screen.findByText('page /fr/de/users')).toBeInTheDocument();
  });

  it('leaves the URL alone when it already starts with a supported locale', async () => {
    writeLocaleCookie('ar');
    renderAt('/en/users');
    expect(await screen.findByText('page /en/users')).toBeInTheDocument();
  });
});
