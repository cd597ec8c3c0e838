import './styles.css';
import { directionOf } from '@brokerage/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from '@/app/router';
import { AUTH_PAGE_NAMESPACES, initI18n } from '@/lib/i18n';
import { getPreferredLocale, localeFromPath } from '@/lib/locale';
import { AuthProvider } from '@/lib/session/auth-provider';
import { themeStore } from '@/lib/theme';
import { ToasterHost } from '@/ui/toaster-host';

const start = async () => {
  themeStore.start();
  const { pathname } = window.location;
  const locale = localeFromPath(pathname) ?? getPreferredLocale();
  // The page's code (and, for the shell, the rest of its texts) downloads while the first texts do, and the
  // first render waits for both: the page then shows at once, with no loader before it.
  await Promise.all([initI18n(locale, { namespaces: AUTH_PAGE_NAMESPACES }), preloadRoute(pathname)]);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into');
  // The AuthProvider sits above the router: its redirects are full page loads, which also drop every cache.
  createRoot(container).render(
    <StrictMode>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
      <ToasterHost />
    </StrictMode>,
  );
};

start().catch((error: unknown) => console.error('The app failed to start', error));
