import type { MfaRequiredResponse } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInWithPassword } from '@/features/auth/api/sign-in-with-password';
import { type ErrorMessageKey, retryAfterMinutes } from '@/features/auth/auth-error-messages';
import { Captcha } from '@/features/auth/components/captcha';
import { FormError } from '@/features/auth/components/form-error';
import { TextField } from '@/features/auth/components/text-field';
import { captchaRequiredBy, passwordErrorKey } from '@/features/auth/password-error-messages';
import { Button } from '@/ui/button';

export interface EmailStepProps {
  /** Where "Forgot your password?" leads (the localized /forgot-password). */
  forgotPasswordPath: string;
  /** Every factor proven: the caller exchanges the ID token for the session. Rejects with a message key. */
  onSignedIn: (idToken: string, expiresIn: number) => Promise<void>;
  /** The account has a second factor: the caller continues with the second step. */
  onMultiFactorRequired: (pending: MfaRequiredResponse) => void;
  /** What the session step's failure means (SPEC §8's login messages). */
  completionErrorKey: (error: unknown) => ErrorMessageKey;
}

/**
 * Email and password (SPEC §7 signInWithPassword). The captcha appears only once the server asks for it, after
 * a few failures (CAPTCHA_REQUIRED, or `details.captchaRequired` on the failure before), and each solution is
 * spent by one try, so a new widget is mounted after each.
 */
export const EmailStep = ({
  forgotPasswordPath,
  onSignedIn,
  onMultiFactorRequired,
  completionErrorKey,
}: EmailStepProps) => {
  const { t } = useTranslation();
  const call = useSignInWithPassword();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);
  const [completing, setCompleting] = useState(false);

  const submit = async () => {
    setError(null);
    let outcome: Awaited<ReturnType<typeof call.mutateAsync>>;
    try {
      outcome = await call.mutateAsync({ email, password, ...(captcha ? { captcha } : {}) });
    } catch (failure) {
      const needed = captchaRequiredBy(failure);
      setCaptchaNeeded(needed);
      if (needed) setCaptchaKey((key) => key + 1);
      setCaptcha(null);
      setWaitMinutes(retryAfterMinutes(failure));
      setError(passwordErrorKey(failure));
      return;
    }
    if ('mfaPendingCredential' in outcome) {
      onMultiFactorRequired(outcome);
      return;
    }
    setCompleting(true);
    try {
      await onSignedIn(outcome.idToken, outcome.expiresIn);
    } catch (failure) {
      setError(completionErrorKey(failure));
    } finally {
      setCompleting(false);
    }
  };

  const blocked = captchaNeeded && !captcha;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) void submit();
      }}
    >
      <TextField
        label={t('password:email.label')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        dir="ltr"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextField
        label={t('password:email.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        dir="ltr"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      {captchaNeeded && (
        <>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('password:email.captchaRequired')}</p>
          <Captcha key={captchaKey} onVerified={setCaptcha} onReset={() => setCaptcha(null)} />
        </>
      )}
      <FormError messageKey={error} minutes={waitMinutes} />
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={blocked || !email || !password}
        loading={call.isPending || completing}
        loadingText={t('password:email.submitting')}
      >
        {t('password:email.submit')}
      </Button>
      <Link
        to={forgotPasswordPath}
        className="self-center text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
      >
        {t('password:email.forgot')}
      </Link>
    </form>
  );
};
