import { IDENTITY_REFRESH_BACKOFF_MAX_MS, IDENTITY_REFRESH_BACKOFF_START_MS } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { createBackoff } from '@/lib/session/backoff';

describe('createBackoff', () => {
  it('does start at 30 s and double up to 16 min when failures repeat', () => {
    const backoff = createBackoff();

    const delays = Array.from({ length: 8 }, () => backoff.next());

    expect(IDENTITY_REFRESH_BACKOFF_START_MS).toBe(30_000);
    expect(IDENTITY_REFRESH_BACKOFF_MAX_MS).toBe(16 * 60_000);
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000]);
  });

  it('does start again at 30 s when reset after a success', () => {
    const backoff = createBackoff();
    backoff.next();
    backoff.next();

    backoff.reset();

    expect(backoff.next()).toBe(30_000);
  });
});
