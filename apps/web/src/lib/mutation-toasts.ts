import { isErrorCode } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { ApiError, isNetworkFailure } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';

/**
 * What a failed call means to the user, translated (STYLE rule 7):
 * - no HTTP answer → the network message;
 * - a 403 → 'Permission Denied' with the server's message (quoted, as is) and the path;
 * - a `details.reason` (409 conflicts, MODULE_DISABLED...) → `errors:reasons.<REASON>` when translated, with
 *   the details as interpolation values; else the server's own message for a 409, which names the conflict;
 * - a known code → `errors:<code>`;
 * - anything else → the generic failure.
 */
export const apiErrorMessage = (t: TFunction, error: unknown): string => {
  if (isNetworkFailure(error)) return t('errors:client.networkProblem');
  if (!(error instanceof ApiError)) return t('errors:INTERNAL');
  // SPEC §6/§8: a 403 is 'Permission Denied' with the server's own message and the refused path.
  if (error.status === 403) {
    return t('ui:permissionDenied.toast', {
      message: error.message || t('errors:client.forbiddenDefault'),
      path: error.path,
    });
  }
  const details = isRecord(error.details) ? error.details : {};
  const reason = typeof details.reason === 'string' ? details.reason : undefined;
  if (reason) {
    const key = `errors:reasons.${reason}`;
    if (i18next.exists(key)) return t(key, { ...details });
    if (error.status === 409 && error.message) return error.message;
  }
  if (isErrorCode(error.code)) return t(`errors:${error.code}`);
  if (error.status === 409 && error.message) return error.message;
  return t('errors:INTERNAL');
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A success toast; the message is already translated: `toastSuccess(t('users:toast.created'))`. */
export const toastSuccess = (message: string): string => toast.success(message);

/** A failure toast with the translated meaning of the error (see apiErrorMessage). */
export const toastApiError = (t: TFunction, error: unknown): string => toast.error(apiErrorMessage(t, error));
