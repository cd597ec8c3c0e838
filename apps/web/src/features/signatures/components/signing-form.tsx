import { VERIFICATION_CODE_LENGTH } from '@brokerage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signingErrorMessage } from '@/features/signatures/components/signing-errors';
import type { useSigning } from '@/features/signatures/components/use-signing';
import { Button } from '@/ui/button';

type Signing = ReturnType<typeof useSigning>;

const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-center text-lg tracking-[0.5em] text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * Consent, then "Send me a code", then the 6-digit code and "Sign". Everything is disabled while signing is
 * not open (the phone-sale delay, the call still open); the refusals say why in the customer's language.
 */
export const SigningForm = ({ signing, disabled }: { signing: Signing; disabled: boolean }) => {
  const { t, i18n } = useTranslation();
  const consentId = useId();
  const codeId = useId();
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const { step, error, busy, sendCode, sign } = signing;

  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor={consentId}
        className="flex items-start gap-3 text-sm text-slate-800 has-[:disabled]:opacity-60 dark:text-slate-200"
      >
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          disabled={disabled || step === 'done'}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-blue-600"
        />
        {t('signing:consent')}
      </label>

      {step === 'consent' && (
        <Button
          type="button"
          size="lg"
          fullWidth
          disabled={disabled || !consent}
          loading={busy === 'code'}
          loadingText={t('signing:code.sending')}
          onClick={() => void sendCode()}
        >
          {t('signing:code.send')}
        </Button>
      )}

      {step === 'code' && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void sign(code);
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('signing:code.sent')}</p>
          <label htmlFor={codeId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('signing:code.label')}
          </label>
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={VERIFICATION_CODE_LENGTH}
            dir="ltr"
            disabled={disabled}
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
            }
            className={inputClass}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={disabled || !consent || code.length !== VERIFICATION_CODE_LENGTH}
            loading={busy === 'sign'}
            loadingText={t('signing:signing')}
          >
            {t('signing:sign')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled || busy !== null}
            onClick={() => void sendCode()}
          >
            {t('signing:code.resend')}
          </Button>
        </form>
      )}

      {error !== null && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {signingErrorMessage(t, error, i18n.language)}
        </p>
      )}
    </div>
  );
};
