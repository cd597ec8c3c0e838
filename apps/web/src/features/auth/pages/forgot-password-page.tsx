import { isLocale } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSendPasswordReset } from '@/features/auth/api/send-password-reset';
import { type ErrorMessageKey, retryAfterMinutes } from '@/features/auth/auth-error-messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormError } from '@/features/auth/components/form-error';
import { TextField } from '@/features/auth/components/text-field';
import { passwordErrorKey } from '@/features/auth/password-error-messages';
import { localizePath } from '@/lib/locale';
import { Button } from '@/ui/button';

/**
 * Asks for a link that sets a password (SPEC §7 sendOobCode). The server answers the same for any address, so
 * the page says "if an account uses it": nobody learns here which addresses have accounts.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : undefined;
  const call = useSendPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await call.mutateAsync({ email, ...(locale ? { locale } : {}) });
      setSentTo(email.trim());
    } catch (failure) {
      setWaitMinutes(retryAfterMinutes(failure));
      setError(passwordErrorKey(failure));
    }
  };

  const backToLogin = (
    <Link
      to={localizePath('/login', locale)}
      className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
    >
      {t('password:forgot.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('password:forgot.sentTitle')} footer={backToLogin}>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('password:forgot.sent', { email: sentTo })}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('password:forgot.title')}
      subtitle={t('password:forgot.subtitle')}
      footer={backToLogin}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('password:email.label')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <FormError messageKey={error} minutes={waitMinutes} />
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={!email.trim()}
          loading={call.isPending}
          loadingText={t('password:forgot.submitting')}
        >
          {t('password:forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};
