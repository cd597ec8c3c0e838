import {
  REFRESH_FAILURE_RETRY_MS,
  REFRESH_IMMEDIATE_THRESHOLD_MS,
  REFRESH_NO_USER_RETRY_MS,
  REFRESH_RECHECK_MS,
  REFRESH_SCHEDULING_ERROR_RETRY_MS,
  SESSION_CHECK_MIN_DELAY_MS,
  TOKEN_FALLBACK_LIFETIME_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '@brokerage/shared';
import type { TokenTimes } from '@/lib/session/jwt-expiry';
import { clampTimerDelay } from '@/lib/session/timer-delay';

export interface RefreshSchedulerDeps {
  hasUser: () => boolean;
  /** The current ID token's timings; null when none is known yet (a one-hour lifetime is assumed). */
  getTokenTimes: () => TokenTimes | null;
  /** Renews the session; resolves true on success. A rejection counts as a failure. */
  refresh: () => Promise<boolean>;
  /** Asks the server whether the session still stands; resolves true when it does. */
  checkSession: () => Promise<boolean>;
  now?: () => number;
}

export interface RefreshScheduler {
  /** Plans the next refresh from the current token, replacing any plan. */
  schedule: () => void;
  stop: () => void;
}

/**
 * Keeps the product session alive (SPEC §4): refresh 5 min before the token expires, at once when that is
 * under 10 s away (with a re-check 10 s later), 60 s after a failure, 5 min later while there is no user,
 * 30 min later after an error in the planning itself. Halfway through the token's life, if that is more than
 * 30 s away, the session is checked and a failed check triggers a refresh.
 */
export const createRefreshScheduler = ({
  hasUser,
  getTokenTimes,
  refresh,
  checkSession,
  now = Date.now,
}: RefreshSchedulerDeps): RefreshScheduler => {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let refreshing = false;
  let stopped = true;

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };

  const later = (delay: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, clampTimerDelay(delay));
    timers.add(timer);
  };

  const runRefresh = async (): Promise<void> => {
    if (refreshing || stopped) return;
    refreshing = true;
    let renewed = false;
    try {
      renewed = await refresh();
    } catch {
      renewed = false;
    } finally {
      refreshing = false;
    }
    if (stopped) return;
    if (renewed) {
      schedule({ justRefreshed: true });
    } else {
      clearTimers();
      later(REFRESH_FAILURE_RETRY_MS, () => void runRefresh());
    }
  };

  const runCheck = async (): Promise<void> => {
    let valid = false;
    try {
      valid = await checkSession();
    } catch {
      valid = false;
    }
    if (!valid && !stopped) await runRefresh();
  };

  /**
   * `justRefreshed`: a refresh that succeeded but left a token still due for refresh must not start another
   * at once, or a misbehaving server would be called in a tight loop; the 10 s re-check takes over.
   */
  function schedule({ justRefreshed = false } = {}): void {
    stopped = false;
    clearTimers();
    try {
      if (!hasUser()) {
        later(REFRESH_NO_USER_RETRY_MS, () => schedule());
        return;
      }
      const current = now();
      const times = getTokenTimes() ?? { issuedAt: current, expiresAt: current + TOKEN_FALLBACK_LIFETIME_MS };
      const refreshIn = times.expiresAt - TOKEN_REFRESH_MARGIN_MS - current;
      if (refreshIn < REFRESH_IMMEDIATE_THRESHOLD_MS) {
        if (!justRefreshed) void runRefresh();
        later(REFRESH_RECHECK_MS, () => schedule());
        return;
      }
      later(refreshIn, () => void runRefresh());
      const checkIn = times.issuedAt + (times.expiresAt - times.issuedAt) / 2 - current;
      if (checkIn > SESSION_CHECK_MIN_DELAY_MS) later(checkIn, () => void runCheck());
    } catch (error) {
      console.error('Failed to schedule the session refresh', error);
      clearTimers();
      later(REFRESH_SCHEDULING_ERROR_RETRY_MS, () => schedule());
    }
  }

  return {
    schedule: () => schedule(),
    stop: () => {
      stopped = true;
      clearTimers();
    },
  };
};
