import { isLocale } from '@brokerage/shared';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { sessionCookieErrorKey } from '@/features/auth/auth-error-messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginNotice } from '@/features/auth/components/login-notice';
import { PhoneStep } from '@/features/auth/components/phone-step';
import { type SignInMethod, SignInMethodTabs } from '@/features/auth/components/sign-in-method-tabs';
import { usePhoneVerification } from '@/features/auth/hooks/use-phone-verification';
import { lazyPart, loadOnce } from '@/lib/load-once';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { parseLoginReason, safeRedirectTarget } from '@/lib/session/login-redirect';
import { takeLogoutFailure } from '@/lib/session/logout-failure';
import { hasSessionMarker } from '@/lib/session/session-markers';
import { Spinner } from '@/ui/spinner';
import { needToaster } from '@/ui/toaster-host';

// Only the phone number shows first: the later steps and the email form load when needed, with their texts
// (the code step as soon as a code is asked for, so it is there when the code arrives).
const loadCodeStep = loadOnce(
  () => import('@/features/auth/components/code-step').then((m) => m.CodeStep),
  [],
);
const CodeStep = lazyPart(loadCodeStep);
const EmailStep = lazyPart(
  loadOnce(() => import('@/features/auth/components/email-step').then((m) => m.EmailStep), ['password']),
);
const MfaStep = lazyPart(
  loadOnce(() => import('@/features/auth/components/mfa-step').then((m) => m.MfaStep), ['mfa']),
);

/**
 * Sign-in by phone (SPEC §4: a code by SMS) or by email and password (issue 12), chosen with a tab; either way
 * the ID token is exchanged for the product's session cookie and the user goes to the page they came from (the
 * `redirect` parameter, same-site only) or the dashboard.
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

  const [method, setMethod] = useState<SignInMethod>('phone');

  const completeSignIn = async (idToken: string, expiresIn: number) => {
    await signIn(idToken, expiresIn);
    await navigate(localizePath(safeRedirectTarget(search.get('redirect')), locale), { replace: true });
  };

  const verification = usePhoneVerification({
    purpose: 'sign-in',
    onVerified: ({ idToken, expiresIn }) => completeSignIn(idToken, expiresIn),
    completionErrorKey: sessionCookieErrorKey,
  });
  // Either first factor may lead to the second step (SPEC §4, multi-factor pending), which the hook holds.
  const choosing = verification.step === 'phone';

  return (
    <AuthCard
      title={t('auth:login.title')}
      subtitle={
        choosing ? t(method === 'phone' ? 'auth:login.subtitle' : 'auth:login.emailSubtitle') : undefined
      }
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
      {notice && choosing && <LoginNotice reason={notice} />}
      {choosing ? (
        <SignInMethodTabs method={method} onChange={setMethod}>
          <Suspense fallback={<StepLoading />}>
            {method === 'phone' ? (
              <PhoneStep
                verification={verification}
                onSubmit={(captcha) => {
                  void loadCodeStep();
                  void verification.requestCode(captcha);
                }}
              />
            ) : (
              <EmailStep
                forgotPasswordPath={localizePath('/forgot-password', locale)}
                onSignedIn={completeSignIn}
                onMultiFactorRequired={(pending) =>
                  verification.awaitSecondFactor(pending.mfaPendingCredential)
                }
                completionErrorKey={sessionCookieErrorKey}
              />
            )}
          </Suspense>
        </SignInMethodTabs>
      ) : (
        <Suspense fallback={<StepLoading />}>
          {verification.step === 'mfa' ? (
            <MfaStep verification={verification} />
          ) : (
            <CodeStep verification={verification} />
          )}
        </Suspense>
      )}
    </AuthCard>
  );
};

const StepLoading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-6 text-slate-500 dark:text-slate-400">
      <Spinner label={t('common:loading')} />
    </div>
  );
};
