import type { SignInWithPhoneResponse } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinalizeMfaSignIn } from '@/features/auth/api/mfa-sign-in';
import { FormError } from '@/features/auth/components/form-error';
import { TextField } from '@/features/auth/components/text-field';
import type { PhoneVerification } from '@/features/auth/hooks/use-phone-verification';
import { Button } from '@/ui/button';

/**
 * The second step of a sign-in (SPEC §4, multi-factor pending): the 6-digit code of the authenticator app, or
 * one of the recovery codes shown at enrolment. 'Start over' goes back to the phone number.
 */
export const MfaStep = ({ verification }: { verification: PhoneVerification }) => {
  const { t } = useTranslation();
  const { error, setError, waitMinutes, mfaPendingCredential, complete, completing, fail, changeNumber } =
    verification;
  const finalize = useFinalizeMfaSignIn();
  const confirming = finalize.isPending || completing;
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);

  const confirm = async (): Promise<void> => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError('errors:MISSING_CODE');
      return;
    }
    if (!mfaPendingCredential) return;
    setError(null);
    let identity: SignInWithPhoneResponse;
    try {
      identity = await finalize.mutateAsync({ mfaPendingCredential, code: trimmed });
    } catch (failure) {
      fail(failure);
      return;
    }
    await complete(identity);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(recovery ? 'mfa:step.recoveryIntro' : 'mfa:step.intro')}
      </p>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        label={t(recovery ? 'mfa:step.recoveryLabel' : 'mfa:step.codeLabel')}
        name="mfa-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        dir="ltr"
        className="text-center text-lg tracking-widest"
        value={code}
        onChange={(event) => setCode(event.target.value.slice(0, 32))}
        autoFocus
      />
      <FormError messageKey={error} minutes={waitMinutes} />
      <Button type="submit" fullWidth size="lg" loading={confirming} loadingText={t('auth:code.confirming')}>
        {t('auth:code.confirm')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={confirming}
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
          }}
        >
          {t(recovery ? 'mfa:step.useApp' : 'mfa:step.useRecovery')}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={confirming} onClick={changeNumber}>
          {t('mfa:step.startOver')}
        </Button>
      </div>
    </form>
  );
};
