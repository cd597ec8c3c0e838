import { isErrorCode, isRefusalReason } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { ApiError, isNetworkFailure } from '@/lib/api-error';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { i18next } from '@/lib/i18n';
import { REFUSAL_MESSAGES } from '@/lib/refusal-messages';

/**
 * What a failed call means to the user, translated (STYLE rule 7):
 * - no HTTP answer → the network message;
 * - a declared refusal reason (`details.reason`: 409 conflicts, a 403 such as OWN_ROLE_LOCKED, MODULE_DISABLED...)
 *   → its message from REFUSAL_MESSAGES, with the details as interpolation values (dates and moments written in
 *   the reader's language, never as ISO text);
 * - any other 403 → 'Permission Denied' with the server's message (quoted, as is) and the path (SPEC §6/§8);
 * - a known code → `errors:<code>`;
 * - anything else → the generic failure. The server's English text is never shown as is.
 */
export const apiErrorMessage = (t: TFunction, error: unknown): string => {
  if (isNetworkFailure(error)) return t('errors:client.networkProblem');
  if (!(error instanceof ApiError)) return t('errors:INTERNAL');
  const details = isRecord(error.details) ? error.details : {};
  if (isRefusalReason(details.reason)) {
    return t(REFUSAL_MESSAGES[details.reason], readableDetails(details, i18next.language));
  }
  // SPEC §6/§8: a 403 is 'Permission Denied' with the server's own message and the refused path.
  if (error.status === 403) {
    return t('ui:permissionDenied.toast', {
      message: error.message || t('errors:client.forbiddenDefault'),
      path: error.path,
    });
  }
  if (isErrorCode(error.code)) return t(`errors:${error.code}`);
  return t('errors:INTERNAL');
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The details as the message shows them: a day (`2026-03-02`) or a moment (`…T08:00:00.000Z`) in the reader's words. */
const readableDetails = (details: Record<string, unknown>, language: string): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(details).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      if (CALENDAR_DAY.test(value)) return [key, formatDay(value, language)];
      if (MOMENT.test(value)) return [key, formatDateTime(value, language)];
      return [key, value];
    }),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A success toast; the message is already translated: `toastSuccess(t('users:toast.created'))`. */
export const toastSuccess = (message: string): string => toast.success(message);

/** A warning toast (the action worked, with a caveat); the message is already translated. */
export const toastWarning = (message: string): string => toast(message, { icon: '⚠️' });

/** A failure toast with the translated meaning of the error (see apiErrorMessage). */
export const toastApiError = (t: TFunction, error: unknown): string => toast.error(apiErrorMessage(t, error));
