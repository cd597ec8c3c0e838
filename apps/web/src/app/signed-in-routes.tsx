import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { ACCOUNT_PAGES, PAGES } from '@/app/page-registry';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { SignedInProviders } from '@/app/provider';
import { AppLayout } from '@/app/shell/app-layout';
import { SecondFactorGate } from '@/features/auth/components/second-factor-gate';
import { RequireAuth } from '@/lib/session/require-auth';
import { Spinner } from '@/ui/spinner';
import { needToaster } from '@/ui/toaster-host';

export interface PageRoute {
  id: string;
  /** Under /:locale, without the leading slash; the dashboard is the index route. */
  path: string | undefined;
  index: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * One lazily loaded route per built page of the registry and per sub-page of a built page (`/ventes/:id`,
 * id `ventes:/ventes/:id`), and per account page of the avatar menu (`/profile`, `/help`); '/' is the shell's
 * index.
 */
export const pageRoutes: readonly PageRoute[] = PAGES.flatMap(({ id, path, load, subPages = [] }) =>
  load
    ? [
        { id, path: path === '/' ? undefined : path.slice(1), index: path === '/', Page: lazyPage(load) },
        ...subPages.map((sub) => ({
          id: `${id}:${sub.path}`,
          path: sub.path.slice(1),
          index: false,
          Page: lazyPage(sub.load),
        })),
      ]
    : [],
).concat(
  ACCOUNT_PAGES.map(({ id, path, load }) => ({
    id,
    path: path.slice(1),
    index: false,
    Page: lazyPage(load),
  })),
);

/** Shown in the content area while a page's chunk downloads the first time; the shell stays. */
const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-16 text-blue-600 dark:text-blue-400">
      <Spinner size="lg" label={t('common:loading')} />
    </div>
  );
};

const withPageLoader = (Page: PageRoute['Page']) => (
  <Suspense fallback={<PageLoader />}>
    <Page />
  </Suspense>
);

/**
 * Everything behind the sign-in, loaded as one chunk after it (src/app/router.tsx): the query and gamme
 * caches, the guard, the shell and its pages.
 */
export const SignedInRoutes = () => {
  useEffect(needToaster, []);
  return (
    <SignedInProviders>
      <RequireAuth>
        <SecondFactorGate>
          <Routes>
            <Route element={<AppLayout />}>
              {pageRoutes.map(({ id, path, index, Page }) =>
                index ? (
                  <Route key={id} index element={withPageLoader(Page)} />
                ) : (
                  <Route key={id} path={path} element={withPageLoader(Page)} />
                ),
              )}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </SecondFactorGate>
      </RequireAuth>
    </SignedInProviders>
  );
};
