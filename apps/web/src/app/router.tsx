import { createBrowserRouter, type RouteObject } from 'react-router';
import { redirectUnderPreferredLocale, requireLocale } from '@/app/locale-redirect';
import { LocaleRoot } from '@/app/locale-root';
import { DashboardPage } from '@/app/pages/dashboard-page';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { RouteErrorPage } from '@/app/pages/route-error-page';
import { AppLayout } from '@/app/shell/app-layout';
import { FullScreenLoader } from '@/features/auth/components/full-screen-loader';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { LoginPage } from '@/features/auth/pages/login-page';
import { RegisterPage } from '@/features/auth/pages/register-page';

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
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          {
            element: (
              <RequireAuth>
                <AppLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <DashboardPage /> },
              {
                path: 'users',
                lazy: () =>
                  import('@/features/users/pages/users-page').then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: 'roles',
                lazy: () =>
                  import('@/features/roles/pages/roles-page').then((m) => ({ Component: m.RolesPage })),
              },
              {
                path: 'modules',
                lazy: () =>
                  import('@/features/modules/pages/modules-page').then((m) => ({ Component: m.ModulesPage })),
              },
              {
                path: 'companies',
                lazy: () =>
                  import('@/features/companies/pages/companies-page').then((m) => ({
                    Component: m.CompaniesPage,
                  })),
              },
              {
                path: 'teams',
                lazy: () =>
                  import('@/features/teams/pages/teams-page').then((m) => ({ Component: m.TeamsPage })),
              },
              {
                path: 'gammes',
                lazy: () =>
                  import('@/features/gammes/pages/gammes-page').then((m) => ({ Component: m.GammesPage })),
              },
              {
                path: 'produits',
                lazy: () =>
                  import('@/features/products/pages/products-page').then((m) => ({
                    Component: m.ProductsPage,
                  })),
              },
              {
                path: 'questions',
                lazy: () =>
                  import('@/features/questions/pages/questions-page').then((m) => ({
                    Component: m.QuestionsPage,
                  })),
              },
              {
                path: 'categories',
                lazy: () =>
                  import('@/features/questions/pages/categories-page').then((m) => ({
                    Component: m.CategoriesPage,
                  })),
              },
              {
                path: 'project-objectives',
                lazy: () =>
                  import('@/features/project-objectives/pages/project-objectives-page').then((m) => ({
                    Component: m.ProjectObjectivesPage,
                  })),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
