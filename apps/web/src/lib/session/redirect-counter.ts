import { MAX_LOGIN_REDIRECTS, REDIRECT_COUNTER_RESET_MS } from '@brokerage/shared';

/** sessionStorage (SPEC §4): the count belongs to one tab, and a reload inside a loop must not reset it. */
export const REDIRECT_COUNTER_KEY = 'brokerage.auth.loginRedirects';

interface CounterState {
  count: number;
  lastAt: number;
}

const read = (): CounterState => {
  try {
    const raw = sessionStorage.getItem(REDIRECT_COUNTER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as CounterState).count === 'number' &&
      typeof (parsed as CounterState).lastAt === 'number'
    ) {
      return parsed as CounterState;
    }
  } catch {
    // Unreadable or blocked storage counts as a fresh counter: a broken counter must not lock people out.
  }
  return { count: 0, lastAt: 0 };
};

const write = (state: CounterState): void => {
  try {
    sessionStorage.setItem(REDIRECT_COUNTER_KEY, JSON.stringify(state));
  } catch {
    // Storage can be full or disabled (private browsing); the redirect still happens, only uncounted.
  }
};

/**
 * Records one automatic redirect to the login page. Returns false when the limit is reached, in which
 * case the caller shows the redirect-loop error instead of redirecting. Redirects more than 10 s apart
 * are not a loop, so an old count is forgotten first.
 */
export const registerLoginRedirect = (now = Date.now()): boolean => {
  const previous = read();
  const count = now - previous.lastAt > REDIRECT_COUNTER_RESET_MS ? 0 : previous.count;
  if (count >= MAX_LOGIN_REDIRECTS) return false;
  write({ count: count + 1, lastAt: now });
  return true;
};

/** Called on every successful authentication. */
export const resetLoginRedirects = (): void => {
  try {
    sessionStorage.removeItem(REDIRECT_COUNTER_KEY);
  } catch {
    // Nothing to reset when storage is unavailable.
  }
};
