import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { LocaleRoot, RedirectUnderPreferredLocale } from '@/app/locale-root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { AUTH_PAGE_NAMESPACES } from '@/lib/i18n';
import { lazyPart, loadOnce } from '@/lib/load-once';
import { localeFromPath, stripLocale } from '@/lib/locale';
import { FullScreenLoader } from '@/ui/full-screen-loader';

/** The pages outside the signed-in shell, each with its path under the locale and what it loads: code and texts. */
const PUBLIC_PAGES = [
  {
    path: 'login',
    load: loadOnce(
      () => import('@/features/auth/pages/login-page').then((m) => m.LoginPage),
      AUTH_PAGE_NAMESPACES,
    ),
  },
  {
    path: 'register',
    load: loadOnce(
      () => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage),
      AUTH_PAGE_NAMESPACES,
    ),
  },
  // Forgot and reset password (issue 12): the sign-in pages' texts and the password ones.
  {
    path: 'forgot-password',
    load: loadOnce(
      () => import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
      [...AUTH_PAGE_NAMESPACES, 'password'],
    ),
  },
  {
    path: 'reset-password',
    load: loadOnce(
      () => import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
      [...AUTH_PAGE_NAMESPACES, 'password'],
    ),
  },
  // The customer's signing page, without the shell: its texts are `common` and its own.
  {
    path: 'sign/:token',
    load: loadOnce(
      () => import('@/features/signatures/pages/signing-page').then((m) => m.SigningPage),
      ['common', 'signing'],
    ),
  },
].map((page) => ({ ...page, Page: lazyPart(page.load) }));

/** The shell, its providers and the page routes (src/app/signed-in-routes.tsx), with every namespace. */
const loadSignedInApp = loadOnce(() => import('@/app/signed-in-routes').then((m) => m.SignedInRoutes));
const SignedInApp = lazyPart(loadSignedInApp);

/**
 * The public page that `pathname` (under its locale) shows, as the router matches it: whatever the case, with or
 * without a trailing slash. Undefined: the signed-in shell.
 */
export const publicPageOf = (pathname: string) => {
  const page = stripLocale(pathname);
  return PUBLIC_PAGES.find(({ path }) => matchPath(`/${path}`, page));
};

/**
 * Loads the part of the app that `pathname` shows, so the first render has it (lib/load-once.ts) instead of
 * showing the loader first. Failures are left to the render, which shows the error page. A path without a
 * locale is redirected first: nothing to load yet.
 */
export const preloadRoute = async (pathname: string): Promise<void> => {
  if (!localeFromPath(pathname)) return;
  const load = publicPageOf(pathname)?.load ?? loadSignedInApp;
  await load().catch(() => {});
};

/**
 * The route tree: '/' and paths without a locale go under the preferred locale; the PUBLIC_PAGES under the
 * locale (sign-in, registration, password, the customer's signing page) stand alone; everything else is the
 * signed-in shell, whose own routes (one lazy chunk per page of the registry) live in its chunk. Declarative
 * routes (not the data router): the sign-in page's first load is ~16 KB lighter (docs/performance.md).
 */
export const AppRoutes = () => (
  <RouteErrorBoundary resetKey={useLocation().pathname}>
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route index element={<RedirectUnderPreferredLocale />} />
        <Route
          path=":locale/*"
          element={
            <LocaleRoot>
              <Routes>
                {PUBLIC_PAGES.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                {/* '*' also matches the locale alone ('/fr'): the shell's own routes start at its index. */}
                <Route path="*" element={<SignedInApp />} />
              </Routes>
            </LocaleRoot>
          }
        />
      </Routes>
    </Suspense>
  </RouteErrorBoundary>
);
