import { PASSWORD_MIN_LENGTH, passwordWeakness } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/features/auth/components/text-field';

export interface NewPassword {
  password: string;
  confirmation: string;
}

/** What is wrong with a new password as typed (length, the two copies), before the server checks its list. */
export const newPasswordProblem = ({ password, confirmation }: NewPassword) => {
  const weakness = passwordWeakness(password);
  if (weakness === 'too-short') return 'tooShort' as const;
  if (password !== confirmation) return 'mismatch' as const;
  return null;
};

/**
 * The new password and its repetition, with the length rule as a hint. Problems show once `showProblems` is
 * set (after a first submit), so nobody is scolded while still typing.
 */
export const NewPasswordFields = ({
  value,
  onChange,
  showProblems,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  showProblems: boolean;
}) => {
  const { t } = useTranslation();
  const problem = showProblems ? newPasswordProblem(value) : null;
  return (
    <>
      <TextField
        label={t('password:reset.password')}
        hint={t('password:reset.hint', { count: PASSWORD_MIN_LENGTH })}
        error={problem === 'tooShort' ? t('password:reset.tooShort', { count: PASSWORD_MIN_LENGTH }) : null}
        type="password"
        name="new-password"
        autoComplete="new-password"
        dir="ltr"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        required
      />
      <TextField
        label={t('password:reset.confirm')}
        error={problem === 'mismatch' ? t('password:reset.mismatch') : null}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        dir="ltr"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        required
      />
    </>
  );
};
