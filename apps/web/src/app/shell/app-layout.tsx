import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/app/shell/footer';
import { Header } from '@/app/shell/header';
import { NAVIGATION } from '@/app/shell/navigation';
import { visibleNavigation } from '@/app/shell/navigation-rules';
import { pageTitle } from '@/app/shell/page-title';
import { Sidebar } from '@/app/shell/sidebar';
import { useNavigationAccess } from '@/app/shell/use-visible-navigation';
import { ApplySavedPreferences } from '@/features/profile/components/apply-saved-preferences';
import { stripLocale } from '@/lib/locale';

/** The authenticated shell (SPEC §2): header, sidebar, the page, footer. */
export const AppLayout = () => {
  const { t } = useTranslation();
  const path = stripLocale(useLocation().pathname);
  const { user, moduleNames } = useNavigationAccess();
  const visible = useMemo(() => visibleNavigation(NAVIGATION, user, moduleNames), [user, moduleNames]);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const openMobileNav = useCallback(() => setMobileNavOpen(true), []);

  const title = pageTitle(path, t);
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-slate-900"
      >
        {t('layout:skipToContent')}
      </a>
      <ApplySavedPreferences />
      <Header groups={visible} mobileNavOpen={mobileNavOpen} onOpenMobileNav={openMobileNav} />
      <div className="flex min-h-0 flex-1">
        <Sidebar
          user={user}
          moduleNames={moduleNames}
          mobileOpen={mobileNavOpen}
          onMobileOpenChange={setMobileNavOpen}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
};
