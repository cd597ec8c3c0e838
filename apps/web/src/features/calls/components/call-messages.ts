import type { CallEligibility } from '@brokerage/shared';
import { isRefusalReason } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { REFUSAL_MESSAGES } from '@/lib/refusal-messages';

/**
 * The phone rules' refusals in words, with `allowedFrom` as a date in the reader's language (the shared toast
 * would show the ISO text): for the eligibility line and for a refused attempt alike.
 */
export const useCallMessages = () => {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const blocked = (eligibility: CallEligibility): string =>
    eligibility.reason
      ? t(REFUSAL_MESSAGES[eligibility.reason], {
          allowedFrom: eligibility.allowedFrom ? when(eligibility.allowedFrom) : '',
        })
      : '';
  const failure = (error: unknown): string => {
    if (error instanceof ApiError && typeof error.details === 'object' && error.details !== null) {
      const details = error.details as { reason?: unknown; allowedFrom?: unknown };
      if (isRefusalReason(details.reason) && typeof details.allowedFrom === 'string') {
        return t(REFUSAL_MESSAGES[details.reason], { ...details, allowedFrom: when(details.allowedFrom) });
      }
    }
    return apiErrorMessage(t, error);
  };
  return { when, blocked, failure };
};
