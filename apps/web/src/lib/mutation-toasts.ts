import { isErrorCode, isRefusalReason } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { ApiError, isNetworkFailure } from '@/lib/api-client';
import { REFUSAL_MESSAGES } from '@/lib/refusal-messages';

/**
 * What a failed call means to the user, translated (STYLE rule 7):
 * - no HTTP answer → the network message;
 * - a declared refusal reason (`details.reason`: 409 conflicts, a 403 such as OWN_ROLE_LOCKED, MODULE_DISABLED...)
 *   → its message from REFUSAL_MESSAGES, with the details as interpolation values;
 * - any other 403 → 'Permission Denied' with the server's message (quoted, as is) and the path (SPEC §6/§8);
 * - a known code → `errors:<code>`;
 * - anything else → the generic failure. The server's English text is never shown as is.
 */
export const apiErrorMessage = (t: TFunction, error: unknown): string => {
  if (isNetworkFailure(error)) return t('errors:client.networkProblem');
  if (!(error instanceof ApiError)) return t('errors:INTERNAL');
  const details = isRecord(error.details) ? error.details : {};
  if (isRefusalReason(details.reason)) return t(REFUSAL_MESSAGES[details.reason], { ...details });
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A success toast; the message is already translated: `toastSuccess(t('users:toast.created'))`. */
export const toastSuccess = (message: string): string => toast.success(message);

/** A warning toast (the action worked, with a caveat); the message is already translated. */
export const toastWarning = (message: string): string => toast(message, { icon: '⚠️' });

/** A failure toast with the translated meaning of the error (see apiErrorMessage). */
export const toastApiError = (t: TFunction, error: unknown): string => toast.error(apiErrorMessage(t, error));
