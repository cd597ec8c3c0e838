import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/features/auth/components/text-field';
import { Button } from '@/ui/button';

export const ErrorLine = ({ text }: { text: string | null }) =>
  text ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  ) : null;

/** A code typed to confirm or withdraw, with its submit button. */
export const CodeForm = ({
  label,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code.trim());
      }}
    >
      <TextField
        label={label}
        name="second-factor-code"
        autoComplete="one-time-code"
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value.slice(0, 32))}
      />
      <ErrorLine text={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('mfa:secondFactor.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
};
