import type { UserNotification } from '@brokerage/shared';
import type { TFunction } from 'i18next';

/** First-strong isolate … pop directional isolate: a Latin sale number keeps its order inside an Arabic sentence. */
const isolated = (value: string | number | null) =>
  typeof value === 'string' ? `\u2068${value}\u2069` : value;

/**
 * The sentence of a notification in the reader's language, from its kind and parameters (nothing stored is
 * text). A quality decision reads its outcome; a kind this build does not know reads as a plain "new" line.
 * In a right-to-left language the parameters are isolated, so "V-2026-000067" is not reordered by the text.
 */
export const notificationMessage = (
  notification: UserNotification,
  t: TFunction,
  { rightToLeft = false }: { rightToLeft?: boolean } = {},
): string => {
  const { kind, data } = notification;
  const key =
    kind === 'quality_decision'
      ? `notifications:kinds.quality_decision.${String(data.outcome ?? 'correction')}`
      : `notifications:kinds.${kind}`;
  const values = rightToLeft
    ? Object.fromEntries(Object.entries(data).map(([name, value]) => [name, isolated(value)]))
    : data;
  return t(key, { ...values, defaultValue: t('notifications:kinds.unknown') });
};

/** Where a notification leads: its sale, the admin console's jobs for a failed job, or nowhere. */
export const notificationPath = (notification: UserNotification): string | null => {
  if (notification.saleId) return `/ventes/${notification.saleId}`;
  if (notification.kind === 'job_failed') return '/admin';
  return null;
};
