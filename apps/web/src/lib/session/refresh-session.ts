import { CLIENT_MESSAGES, type RefreshTokenResponse } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError, isNetworkFailure } from '@/lib/api-error';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';
import type { IdentityTokenClient } from '@/lib/session/identity-token-client';

export const REFRESH_TOKEN_PATH = '/api/auth/refresh-token';

const failure = (error: string, message: string): RefreshTokenResponse => ({
  success: false,
  error,
  message,
  sessionExpiresAt: null,
  cookieSet: false,
});

/**
 * Hands a fresh ID token to the product server, which re-creates the session cookie (SPEC §7).
 * The outcomes are those of SPEC §8: an empty token is refused here without a call; a 404 throws; a network
 * failure answers NETWORK_ERROR; a refusal with a code answers that code.
 */
export const refreshBackendSession = async (token: string): Promise<RefreshTokenResponse> => {
  if (!token) return failure('TOKEN_MISSING', 'Invalid token provided for refresh');
  try {
    return await parseAuthAnswer(
      'refreshTokenResponseSchema',
      apiRequest<unknown>(REFRESH_TOKEN_PATH, { method: 'POST', body: { token } }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Error(CLIENT_MESSAGES.refreshFailed);
    if (isNetworkFailure(error)) return failure('NETWORK_ERROR', CLIENT_MESSAGES.refreshNetworkError);
    if (error instanceof ApiError && error.status < 500 && error.code)
      return failure(error.code, error.message);
    throw error;
  }
};

/** The whole renewal: a new ID token from the identity service, then a new session cookie. */
export const refreshSession = async (identity: IdentityTokenClient): Promise<boolean> => {
  const token = await identity.getIdToken({ forceRefresh: true });
  const result = await refreshBackendSession(token);
  return result.success;
};
