import { isLocale } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { type ErrorMessageKey, retryAfterMinutes } from '@/features/auth/auth-error-messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormError } from '@/features/auth/components/form-error';
import {
  type NewPassword,
  NewPasswordFields,
  newPasswordProblem,
} from '@/features/auth/components/new-password-fields';
import { passwordErrorKey } from '@/features/auth/password-error-messages';
import { localizePath } from '@/lib/locale';
import { Button } from '@/ui/button';

const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

/** The emailed link's code, from the fragment (`#oobCode=…`), which browsers never send to a server. */
const codeFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('oobCode');

/**
 * Where the emailed link opens (SPEC §7 resetPassword): the new password twice. A used or expired link says so
 * and offers a new one; a weak password leaves the link usable for another try.
 */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : undefined;
  const oobCode = codeFromHash(useLocation().hash);
  const call = useResetPassword();
  const [value, setValue] = useState<NewPassword>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);

  const askAgain = (
    <Link to={localizePath('/forgot-password', locale)} className={linkClass}>
      {t('password:reset.askAgain')}
    </Link>
  );

  if (!oobCode) {
    return (
      <AuthCard title={t('password:reset.title')} footer={askAgain}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('password:reset.missingCode')}</p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        title={t('password:reset.doneTitle')}
        footer={
          <Link to={localizePath('/login', locale)} className={linkClass}>
            {t('password:reset.signIn')}
          </Link>
        }
      >
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('password:reset.done')}
        </p>
      </AuthCard>
    );
  }

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    if (newPasswordProblem(value)) return;
    try {
      await call.mutateAsync({ oobCode, newPassword: value.password });
      setDone(true);
    } catch (failure) {
      setWaitMinutes(retryAfterMinutes(failure));
      setError(passwordErrorKey(failure));
    }
  };

  return (
    <AuthCard title={t('password:reset.title')} subtitle={t('password:reset.subtitle')} footer={askAgain}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <NewPasswordFields value={value} onChange={setValue} showProblems={submitted} />
        <FormError messageKey={error} minutes={waitMinutes} />
        <Button
          type="submit"
          fullWidth
          size="lg"
          loading={call.isPending}
          loadingText={t('password:reset.submitting')}
        >
          {t('password:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};
