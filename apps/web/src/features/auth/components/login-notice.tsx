import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '@/features/auth/auth-error-messages';
import type { LoginReason } from '@/lib/session/login-redirect';

const MESSAGES: Record<LoginReason, ErrorMessageKey> = {
  expired: 'errors:SESSION_EXPIRED',
  forbidden: 'errors:ACCESS_DENIED',
  disabled: 'errors:USER_DISABLED',
};

/** Why the user landed on the login page, from the `reason` marker of the redirect. */
export const LoginNotice = ({ reason }: { reason: LoginReason }) => {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t(MESSAGES[reason])}</span>
    </p>
  );
};
