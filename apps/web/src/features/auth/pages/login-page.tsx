import { isLocale } from '@brokerage/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { sessionCookieErrorKey } from '@/features/auth/auth-error-messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CodeStep } from '@/features/auth/components/code-step';
import { LoginNotice } from '@/features/auth/components/login-notice';
import { PhoneStep } from '@/features/auth/components/phone-step';
import { usePhoneVerification } from '@/features/auth/hooks/use-phone-verification';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { parseLoginReason, safeRedirectTarget } from '@/lib/session/login-redirect';
import { takeLogoutFailure } from '@/lib/session/logout-failure';
import { hasSessionMarker } from '@/lib/session/session-markers';
import { needToaster } from '@/ui/toaster-host';

/**
 * Phone sign-in (SPEC §4): a code by SMS, then the ID token is exchanged for the product's session cookie
 * and the user goes to the page they came from (the `redirect` parameter, same-site only) or the dashboard.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : undefined;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const reason = parseLoginReason(search.get('reason'));
  // Every 401 redirect says 'expired'; only someone who had a session in this browser is told so.
  const notice = reason === 'expired' && !hasSessionMarker() ? null : reason;

  useEffect(() => {
    if (!takeLogoutFailure()) return;
    // The toast library is not part of this page's first load: it comes only for this message.
    needToaster();
    void import('react-hot-toast').then(({ default: toast }) => toast.error(t('errors:client.logoutFailed')));
  }, [t]);

  const verification = usePhoneVerification({
    purpose: 'sign-in',
    onVerified: async ({ idToken, expiresIn }) => {
      await signIn(idToken, expiresIn);
      await navigate(localizePath(safeRedirectTarget(search.get('redirect')), locale), { replace: true });
    },
    completionErrorKey: sessionCookieErrorKey,
  });

  return (
    <AuthCard
      title={t('auth:login.title')}
      subtitle={verification.step === 'phone' ? t('auth:login.subtitle') : undefined}
      footer={
        <p>
          {t('auth:login.noAccount')}{' '}
          <Link
            to={localizePath('/register', locale)}
            className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
          >
            {t('auth:login.registerLink')}
          </Link>
        </p>
      }
    >
      {notice && verification.step === 'phone' && <LoginNotice reason={notice} />}
      {verification.step === 'phone' ? (
        <PhoneStep
          verification={verification}
          onSubmit={(captcha) => void verification.requestCode(captcha)}
        />
      ) : (
        <CodeStep verification={verification} />
      )}
    </AuthCard>
  );
};
