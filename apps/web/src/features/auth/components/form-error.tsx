import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '@/features/auth/auth-error-messages';

/** The one error line of an auth form, announced as it appears. */
export const FormError = ({
  messageKey,
  minutes,
}: {
  messageKey: ErrorMessageKey | null;
  /** Fills {{minutes}} in a message that asks to wait. */
  minutes?: number | null;
}) => {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t(messageKey, { minutes: minutes ?? 1 })}</span>
    </p>
  );
};
