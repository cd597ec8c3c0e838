import { CODE_RESEND_AFTER_MS, VERIFICATION_CODE_LENGTH } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha } from '@/features/auth/components/captcha';
import { FormError } from '@/features/auth/components/form-error';
import { TextField } from '@/features/auth/components/text-field';
import { formatCountdown, useCountdown } from '@/features/auth/hooks/use-countdown';
import type { PhoneVerification } from '@/features/auth/hooks/use-phone-verification';
import { Button } from '@/ui/button';

/**
 * Step two: the 6-digit code. 'Resend' unlocks 60 s after the last code (with the countdown on the button)
 * and asks for a new captcha first, since the server wants one per code; 'Change number' goes back.
 */
export const CodeStep = ({ verification }: { verification: PhoneVerification }) => {
  const { t } = useTranslation();
  const {
    phoneNumberDisplay,
    codeSentAt,
    codesSent,
    error,
    waitMinutes,
    confirming,
    sending,
    confirm,
    requestCode,
    changeNumber,
  } = verification;
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const secondsLeft = useCountdown(codeSentAt === null ? null : codeSentAt + CODE_RESEND_AFTER_MS);

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm(code);
        }}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('auth:code.sentTo', { phone: phoneNumberDisplay })}
        </p>
        {codesSent > 1 && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
            {t('auth:code.resent')}
          </p>
        )}
        <TextField
          label={t('auth:code.label')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFICATION_CODE_LENGTH}
          dir="ltr"
          className="text-center text-lg tracking-[0.5em]"
          value={code}
          onChange={(event) =>
            setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
          }
          autoFocus
        />
        <FormError messageKey={error} minutes={waitMinutes} />
        <Button
          type="submit"
          fullWidth
          size="lg"
          loading={confirming}
          loadingText={t('auth:code.confirming')}
        >
          {t('auth:code.confirm')}
        </Button>
      </form>

      {resending ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth:code.resendCaptcha')}</p>
          <Captcha
            onVerified={(payload) => {
              setResending(false);
              setCode('');
              void requestCode(payload);
            }}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={secondsLeft > 0 || sending || confirming}
            loading={sending}
            onClick={() => setResending(true)}
          >
            {secondsLeft > 0
              ? t('auth:code.resendIn', { time: formatCountdown(secondsLeft) })
              : t('auth:code.resend')}
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={confirming} onClick={changeNumber}>
            {t('auth:code.changeNumber')}
          </Button>
        </div>
      )}
    </div>
  );
};
