import {
  REFRESH_FAILURE_RETRY_MS,
  REFRESH_NO_USER_RETRY_MS,
  REFRESH_RECHECK_MS,
  REFRESH_SCHEDULING_ERROR_RETRY_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '@brokerage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenTimes } from '@/lib/session/jwt-expiry';
import { createRefreshScheduler, type RefreshScheduler } from '@/lib/session/refresh-scheduler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const never = () => new Promise<boolean>(() => {});

/** The scheduler's collaborators, recorded: a user flag, the token's timings and two network outcomes. */
const setup = (options: {
  times?: () => TokenTimes | null;
  hasUser?: () => boolean;
  refresh?: () => Promise<boolean>;
  checkSession?: () => Promise<boolean>;
}) => {
  const calls = { hasUser: 0, times: 0, refresh: 0, check: 0 };
  const scheduler = createRefreshScheduler({
    hasUser: () => {
      calls.hasUser += 1;
      return options.hasUser ? options.hasUser() : true;
    },
    getTokenTimes: () => {
      calls.times += 1;
      return options.times ? options.times() : null;
    },
    refresh: () => {
      calls.refresh += 1;
      return options.refresh ? options.refresh() : Promise.resolve(true);
    },
    checkSession: () => {
      calls.check += 1;
      return options.checkSession ? options.checkSession() : Promise.resolve(true);
    },
  });
  return { calls, scheduler };
};

let active: RefreshScheduler | undefined;
const start = (options: Parameters<typeof setup>[0]) => {
  const result = setup(options);
  active = result.scheduler;
  result.scheduler.schedule();
  return result.calls;
};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9) });
});

afterEach(() => {
  active?.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refresh scheduler', () => {
  it('does refresh 5 minutes before the token expires when that is far enough away', async () => {
    const issuedAt = Date.now();
    const calls = start({ times: () => ({ issuedAt, expiresAt: issuedAt + HOUR }) });

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_MARGIN_MS - 1);
    expect(calls.refresh).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toBe(1);
  });

  it('does assume a one-hour token when no token timings are known', async () => {
    const calls = start({ times: () => null });

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_MARGIN_MS - 1);
    expect(calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toBe(1);
  });

  it('does refresh at once and re-check after 10 s when the refresh point is under 10 s away', async () => {
    const now = Date.now();
    const calls = start({
      times: () => ({ issuedAt: now - 50 * MINUTE, expiresAt: now + TOKEN_REFRESH_MARGIN_MS + 9_999 }),
      refresh: never,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refresh).toBe(1);
    expect(calls.times).toBe(1);

    await vi.advanceTimersByTimeAsync(REFRESH_RECHECK_MS - 1);
    expect(calls.times).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.times).toBe(2);
  });

  it('does retry after 60 s when a refresh fails', async () => {
    const now = Date.now();
    const calls = start({
      times: () => ({ issuedAt: now - HOUR, expiresAt: now }),
      refresh: () => Promise.resolve(false),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refresh).toBe(1);

    await vi.advanceTimersByTimeAsync(REFRESH_FAILURE_RETRY_MS - 1);
    expect(calls.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toBe(2);
  });

  it('does retry after 60 s when the refresh rejects', async () => {
    const now = Date.now();
    const calls = start({
      times: () => ({ issuedAt: now - HOUR, expiresAt: now }),
      refresh: () => Promise.reject(new Error('Authentication token refresh failed')),
    });

    await vi.advanceTimersByTimeAsync(REFRESH_FAILURE_RETRY_MS);

    expect(calls.refresh).toBe(2);
  });

  it('does plan again from the new token when a refresh succeeds', async () => {
    let expiresAt = Date.now();
    const calls = start({
      times: () => ({ issuedAt: expiresAt - HOUR, expiresAt }),
      refresh: async () => {
        expiresAt = Date.now() + HOUR;
        return true;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refresh).toBe(1);

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_MARGIN_MS);
    expect(calls.refresh).toBe(2);
  });

  it('does wait for the 10 s re-check when a successful refresh leaves the token still due', async () => {
    const now = Date.now();
    const calls = start({ times: () => ({ issuedAt: now - HOUR, expiresAt: now }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refresh).toBe(1);

    await vi.advanceTimersByTimeAsync(REFRESH_RECHECK_MS - 1);
    expect(calls.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toBe(2);
  });

  it('does try again after 5 minutes when there is no user', async () => {
    let signedIn = false;
    const calls = start({ hasUser: () => signedIn });
    expect(calls.times).toBe(0);

    signedIn = true;
    await vi.advanceTimersByTimeAsync(REFRESH_NO_USER_RETRY_MS - 1);
    expect(calls.hasUser).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.hasUser).toBe(2);
    expect(calls.times).toBe(1);
  });

  it('does try again after 30 minutes when planning throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = start({
      times: () => {
        throw new Error('clock unavailable');
      },
    });
    expect(logged).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(REFRESH_SCHEDULING_ERROR_RETRY_MS - 1);
    expect(calls.times).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.times).toBe(2);
  });

  it('does check the session at mid-life and refresh when the check fails', async () => {
    const issuedAt = Date.now();
    const calls = start({
      times: () => ({ issuedAt, expiresAt: issuedAt + HOUR }),
      checkSession: () => Promise.resolve(false),
    });

    await vi.advanceTimersByTimeAsync(HOUR / 2 - 1);
    expect(calls.check).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.check).toBe(1);
    expect(calls.refresh).toBe(1);
  });

  it('does not refresh at mid-life when the session check passes', async () => {
    const issuedAt = Date.now();
    const calls = start({ times: () => ({ issuedAt, expiresAt: issuedAt + HOUR }) });

    await vi.advanceTimersByTimeAsync(HOUR / 2);

    expect(calls.check).toBe(1);
    expect(calls.refresh).toBe(0);
  });

  it('does skip the mid-life check when the midpoint is 30 s away or less', async () => {
    const now = Date.now();
    // Issued 10 min ago, expiring in 10 min 60 s: the midpoint is exactly 30 s from now.
    const calls = start({ times: () => ({ issuedAt: now - 10 * MINUTE, expiresAt: now + 11 * MINUTE }) });

    await vi.advanceTimersByTimeAsync(11 * MINUTE - TOKEN_REFRESH_MARGIN_MS - 1);

    expect(calls.check).toBe(0);
  });

  it('does nothing more when stopped', async () => {
    const issuedAt = Date.now();
    const calls = start({ times: () => ({ issuedAt, expiresAt: issuedAt + HOUR }) });

    active?.stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);

    expect(calls.refresh + calls.check).toBe(0);
  });
});
