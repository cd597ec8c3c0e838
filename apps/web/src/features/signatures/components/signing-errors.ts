import type { TFunction } from 'i18next';
import { ApiError, isNetworkFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';

/**
 * What a refused signing step tells the customer, in the `signing` namespace (the public page loads neither
 * the staff refusals nor the toasts): the reasons the signing routes declare, the rate limit, the network.
 */
const SIGNING_REASONS = [
  'SIGNING_NOT_OPEN_YET',
  'CALL_STILL_OPEN',
  'REQUEST_NOT_ACTIVE',
  'CONSENT_REQUIRED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_LOCKED',
  'CODE_ALREADY_USED',
] as const;
export type SigningReason = (typeof SIGNING_REASONS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const signingReasonOf = (error: unknown): SigningReason | undefined => {
  if (!(error instanceof ApiError) || !isRecord(error.details)) return undefined;
  const reason = error.details.reason;
  return (SIGNING_REASONS as readonly unknown[]).includes(reason) ? (reason as SigningReason) : undefined;
};

export const signingErrorMessage = (t: TFunction, error: unknown, language: string): string => {
  if (isNetworkFailure(error)) return t('signing:errors.network');
  const reason = signingReasonOf(error);
  const details = error instanceof ApiError && isRecord(error.details) ? error.details : {};
  switch (reason) {
    case 'SIGNING_NOT_OPEN_YET':
      return typeof details.opensAt === 'string'
        ? t('signing:errors.SIGNING_NOT_OPEN_YET', { date: formatDateTime(details.opensAt, language) })
        : t('signing:errors.notOpenYet');
    case 'CODE_INVALID':
      return typeof details.remaining === 'number'
        ? t('signing:errors.CODE_INVALID', { count: details.remaining })
        : t('signing:errors.codeInvalidPlain');
    case undefined:
      break;
    default:
      return t(`signing:errors.${reason}`);
  }
  if (error instanceof ApiError && error.status === 429) return t('signing:errors.rateLimited');
  if (error instanceof ApiError && error.status === 404) return t('signing:errors.notFound');
  return t('signing:errors.generic');
};
