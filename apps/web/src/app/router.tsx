import { createBrowserRouter, type RouteObject } from 'react-router';
import { redirectUnderPreferredLocale, requireLocale } from '@/app/locale-redirect';
import { LocaleRoot } from '@/app/locale-root';
import { PAGES } from '@/app/page-registry';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { RouteErrorPage } from '@/app/pages/route-error-page';
import { AppLayout } from '@/app/shell/app-layout';
import { RequireAuth } from '@/lib/session/require-auth';
import { FullScreenLoader } from '@/ui/full-screen-loader';

/** One lazily loaded route per built page of the registry; '/' is the shell's index. */
const pageRoutes = (): RouteObject[] =>
  PAGES.flatMap(({ path, load }) =>
    load
      ? [
          {
            ...(path === '/' ? { index: true } : { path: path.slice(1) }),
            lazy: async () => ({ Component: await load() }),
          } as RouteObject,
        ]
      : [],
  );

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullScreenLoader,
    children: [
      { index: true, loader: redirectUnderPreferredLocale, element: null },
      {
        path: ':locale',
        loader: requireLocale,
        element: <LocaleRoot />,
        children: [
          {
            path: 'login',
            lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            element: (
              <RequireAuth>
                <AppLayout />
              </RequireAuth>
            ),
            children: [...pageRoutes(), { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
