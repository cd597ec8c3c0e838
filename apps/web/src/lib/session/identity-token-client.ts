import { TOKEN_REFRESH_MARGIN_MS } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { ApiError, isNetworkFailure } from '@/lib/api-error';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';
import { createBackoff } from '@/lib/session/backoff';
import { identityTimeoutMs } from '@/lib/session/identity-timeout';
import { isExpired, readTokenTimes, type TokenTimes } from '@/lib/session/jwt-expiry';
import { clampTimerDelay } from '@/lib/session/timer-delay';

export const IDENTITY_TOKEN_PATH = '/api/identity/token';

/** The identity service's answers that end the session rather than call for a retry (SPEC §4). */
const INVALIDATING_CODES = new Set(['USER_DISABLED', 'REFRESH_TOKEN_INVALID']);

/**
 * Tabs share the refresh cookie, and the identity service treats a second use of a rotated refresh token as
 * theft (it revokes the whole family). One tab at a time rotates; the next one then sends the new cookie.
 */
const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? // `then` flattens the callback's promise, which the DOM typing of `request` does not.
      navigator.locks.request('identity-token-refresh', work).then((result) => result)
    : work();

export const isSessionInvalidating = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (INVALIDATING_CODES.has(error.code ?? '') ||
    ((error.status === 401 || error.status === 403) && !error.code));

export interface IdentityTokenClient {
  /** Stores a token just obtained (sign-in) and plans its proactive refresh. */
  setToken: (idToken: string, expiresInSeconds?: number) => void;
  /** The token in memory, or null when there is none or it counts as expired. */
  getToken: () => string | null;
  getTokenTimes: () => TokenTimes | null;
  /** A usable token: the one in memory, else a new one from the refresh cookie (single flight). */
  getIdToken: (options?: { forceRefresh?: boolean }) => Promise<string>;
  /** Fetches a token in the background (after a reload), retrying network failures with backoff. */
  refreshInBackground: () => void;
  subscribe: (listener: (idToken: string | null) => void) => () => void;
  /** Forgets the token and stops every timer (logout, expiry). */
  clear: () => void;
}

export interface IdentityTokenClientOptions {
  /** The identity service refused to renew: disabled user or invalid refresh token. The session must end. */
  onInvalidated?: (error: ApiError) => void;
  now?: () => number;
}

/**
 * Keeps the short-lived ID token in memory only (never in storage, so a script cannot lift it), renews it
 * about 5 minutes before expiry from the httpOnly refresh cookie, and backs off 30 s → 16 min while the
 * network is down, like the identity provider's own SDK (SPEC §4).
 */
export const createIdentityTokenClient = ({
  onInvalidated,
  now = Date.now,
}: IdentityTokenClientOptions = {}): IdentityTokenClient => {
  let token: string | null = null;
  let times: TokenTimes | null = null;
  let inFlight: Promise<string> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const backoff = createBackoff();
  const listeners = new Set<(idToken: string | null) => void>();

  const notify = () => {
    for (const listener of listeners) listener(token);
  };

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const planRefresh = (delay: number) => {
    stopTimer();
    timer = setTimeout(() => void proactiveRefresh(), clampTimerDelay(delay));
  };

  const setToken = (idToken: string, expiresInSeconds?: number) => {
    token = idToken;
    times = readTokenTimes(idToken, expiresInSeconds, now());
    planRefresh(times.expiresAt - TOKEN_REFRESH_MARGIN_MS - now());
    notify();
  };

  const clear = () => {
    stopTimer();
    backoff.reset();
    const hadToken = token !== null;
    token = null;
    times = null;
    if (hadToken) notify();
  };

  const fetchToken = async (): Promise<string> => {
    try {
      const response = await parseAuthAnswer(
        'idTokenResponseSchema',
        oneTabAtATime(() =>
          apiRequest<unknown>(IDENTITY_TOKEN_PATH, { method: 'POST', timeoutMs: identityTimeoutMs() }),
        ),
      );
      setToken(response.idToken, response.expiresIn);
      return response.idToken;
    } catch (error) {
      if (isSessionInvalidating(error)) {
        clear();
        onInvalidated?.(error);
      }
      throw error;
    }
  };

  const getIdToken = ({ forceRefresh = false } = {}): Promise<string> => {
    if (!forceRefresh && token && times && !isExpired(times.expiresAt, now())) return Promise.resolve(token);
    if (!inFlight) {
      inFlight = fetchToken().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };

  async function proactiveRefresh(): Promise<void> {
    try {
      await getIdToken({ forceRefresh: true });
      backoff.reset();
    } catch (error) {
      // Only a network failure is worth retrying here; a refusal already ended the session, and any other
      // answer is left to the session scheduler, which retries on its own timings.
      if (isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500))
        planRefresh(backoff.next());
    }
  }

  return {
    setToken,
    getToken: () => (token && times && !isExpired(times.expiresAt, now()) ? token : null),
    getTokenTimes: () => times,
    getIdToken,
    refreshInBackground: () => void proactiveRefresh(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear,
  };
};
