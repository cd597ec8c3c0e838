import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword, usePasswordStatus } from '@/features/auth/api/password-status';
import { FormError } from '@/features/auth/components/form-error';
import {
  type NewPassword,
  NewPasswordFields,
  newPasswordProblem,
} from '@/features/auth/components/new-password-fields';
import { passwordErrorKey } from '@/features/auth/password-error-messages';
import { formatDateTime } from '@/lib/date-format';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';

const EMPTY: NewPassword = { password: '', confirmation: '' };

/**
 * The profile's password card (issue 12): the email sign-in address, whether a password is set, and a form to
 * set or change it. The server asks for a sign-in within the last 5 minutes (REQUIRES_RECENT_LOGIN); the card
 * says so up front, and again if the answer is that code.
 */
export const PasswordSection = () => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const status = usePasswordStatus();
  const change = useChangePassword();
  const [value, setValue] = useState<NewPassword>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);

  const data = status.data;
  const submit = async () => {
    setSubmitted(true);
    setSaved(false);
    if (newPasswordProblem(value)) return;
    try {
      await change.mutateAsync({ newPassword: value.password });
      setValue(EMPTY);
      setSubmitted(false);
      setSaved(true);
    } catch {
      // The error is shown from the mutation's state below.
    }
  };

  return (
    <SectionCard id={headingId} title={t('password:passwordSection.title')}>
      <div className="flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>{t('password:passwordSection.description')}</p>
        {status.isError && <FormError messageKey={passwordErrorKey(status.error)} />}
        {data && !data.email && <p>{t('password:passwordSection.noEmail')}</p>}
        {data?.email && (
          <>
            <p>
              {t('password:passwordSection.email', { email: data.email })}
              <br />
              {data.changedAt
                ? t('password:passwordSection.changedAt', {
                    date: formatDateTime(data.changedAt, i18n.language),
                  })
                : t('password:passwordSection.notSet')}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('password:passwordSection.recentLogin')}
            </p>
            <form
              noValidate
              className="flex max-w-sm flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <NewPasswordFields value={value} onChange={setValue} showProblems={submitted} />
              {change.isError && <FormError messageKey={passwordErrorKey(change.error)} />}
              {saved && (
                <p role="status" className="text-emerald-700 dark:text-emerald-300">
                  {t('password:passwordSection.saved')}
                </p>
              )}
              <Button type="submit" loading={change.isPending}>
                {t(data.hasPassword ? 'password:passwordSection.change' : 'password:passwordSection.set')}
              </Button>
            </form>
          </>
        )}
      </div>
    </SectionCard>
  );
};
