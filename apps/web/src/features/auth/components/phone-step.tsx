import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha } from '@/features/auth/components/captcha';
import { FormError } from '@/features/auth/components/form-error';
import { TextField } from '@/features/auth/components/text-field';
import type { PhoneVerification } from '@/features/auth/hooks/use-phone-verification';
import { Button } from '@/ui/button';

export interface PhoneStepProps {
  verification: PhoneVerification;
  /** Called with the solved captcha when the form is submitted; the caller requests the code. */
  onSubmit: (captcha: string) => void;
  /** Fields shown above the phone number (registration's name and email). */
  children?: ReactNode;
}

/**
 * Step one: the phone number (06 12 34 56 78 reads as French, +… as international) and the captcha. The
 * button stays disabled until the captcha is solved, so no code is ever requested without it (SPEC §4).
 */
export const PhoneStep = ({ verification, onSubmit, children }: PhoneStepProps) => {
  const { t } = useTranslation();
  const { phone, setPhone, captcha, setCaptcha, captchaKey, error, waitMinutes, sending } = verification;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (captcha) onSubmit(captcha);
      }}
    >
      {children}
      <TextField
        label={t('auth:phone.label')}
        hint={t('auth:phone.hint')}
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder={t('auth:phone.placeholder')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        required
      />
      <Captcha key={captchaKey} onVerified={setCaptcha} onReset={() => setCaptcha(null)} />
      <FormError messageKey={error} minutes={waitMinutes} />
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={!captcha}
        loading={sending}
        loadingText={t('auth:phone.sending')}
      >
        {t('auth:phone.sendCode')}
      </Button>
      {!captcha && (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('auth:phone.captchaRequired')}</p>
      )}
    </form>
  );
};
