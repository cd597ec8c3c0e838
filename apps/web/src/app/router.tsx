import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LocaleRoot, RedirectUnderPreferredLocale } from '@/app/locale-root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { AUTH_PAGE_NAMESPACES } from '@/lib/i18n';
import { lazyPart, loadOnce } from '@/lib/load-once';
import { localeFromPath, stripLocale } from '@/lib/locale';
import { FullScreenLoader } from '@/ui/full-screen-loader';

const loadLoginPage = loadOnce(
  () => import('@/features/auth/pages/login-page').then((m) => m.LoginPage),
  AUTH_PAGE_NAMESPACES,
);
const loadRegisterPage = loadOnce(
  () => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage),
  AUTH_PAGE_NAMESPACES,
);
/** Forgot and reset password (issue 12): public, with the sign-in pages' texts and the password ones. */
const loadForgotPasswordPage = loadOnce(
  () => import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  [...AUTH_PAGE_NAMESPACES, 'password'],
);
const loadResetPasswordPage = loadOnce(
  () => import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  [...AUTH_PAGE_NAMESPACES, 'password'],
);
/** The customer's signing page: public, without the shell; its texts are `common` and its own. */
const loadSigningPage = loadOnce(
  () => import('@/features/signatures/pages/signing-page').then((m) => m.SigningPage),
  ['common', 'signing'],
);
/** The shell, its providers and the page routes (src/app/signed-in-routes.tsx), with every namespace. */
const loadSignedInApp = loadOnce(() => import('@/app/signed-in-routes').then((m) => m.SignedInRoutes));

const LoginPage = lazyPart(loadLoginPage);
const RegisterPage = lazyPart(loadRegisterPage);
const ForgotPasswordPage = lazyPart(loadForgotPasswordPage);
const ResetPasswordPage = lazyPart(loadResetPasswordPage);
const SigningPage = lazyPart(loadSigningPage);
const SignedInApp = lazyPart(loadSignedInApp);

/**
 * Loads the part of the app that `pathname` shows, so the first render has it (lib/load-once.ts) instead of
 * showing the loader first. Failures are left to the render, which shows the error page.
 */
export const preloadRoute = async (pathname: string): Promise<void> => {
  if (!localeFromPath(pathname)) return;
  // As the router matches: whatever the case, with or without a trailing slash.
  const page = stripLocale(pathname)
    .toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const load =
    page === '/login'
      ? loadLoginPage
      : page === '/register'
        ? loadRegisterPage
        : page === '/forgot-password'
          ? loadForgotPasswordPage
          : page === '/reset-password'
            ? loadResetPasswordPage
            : page.startsWith('/sign/')
              ? loadSigningPage
              : loadSignedInApp;
  await load().catch(() => {});
};

/**
 * The route tree: '/' and paths without a locale go under the preferred locale; /:locale/login,
 * /:locale/register, /:locale/forgot-password and /:locale/reset-password are public, and so is the customer's signing page /:locale/sign/:token; everything else is
 * the signed-in shell, whose own routes (one lazy chunk per page of the registry) live in its chunk. Declarative
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
                <Route path="login" element={<LoginPage />} />
                <Route path="register" element={<RegisterPage />} />
                <Route path="forgot-password" element={<ForgotPasswordPage />} />
                <Route path="reset-password" element={<ResetPasswordPage />} />
                <Route path="sign/:token" element={<SigningPage />} />
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
