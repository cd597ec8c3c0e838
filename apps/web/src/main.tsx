import './styles.css';
import { directionOf } from '@brokerage/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { getPreferredLocale, localeFromPath } from '@/lib/locale';
import { themeStore } from '@/lib/theme';

const start = async () => {
  themeStore.start();
  const locale = localeFromPath(window.location.pathname) ?? getPreferredLocale();
  await initI18n(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
};

start().catch((error: unknown) => console.error('The app failed to start', error));
