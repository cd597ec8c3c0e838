import { IDENTITY_REFRESH_BACKOFF_MAX_MS, IDENTITY_REFRESH_BACKOFF_START_MS } from '@brokerage/shared';

export interface Backoff {
  /** The delay before the next attempt; each call doubles it up to the ceiling. */
  next: () => number;
  reset: () => void;
}

/** Exponential backoff: 30 s, 60 s, 2 min ... capped at 16 min by default (SPEC §4, identity refresh). */
export const createBackoff = (
  startMs = IDENTITY_REFRESH_BACKOFF_START_MS,
  maxMs = IDENTITY_REFRESH_BACKOFF_MAX_MS,
): Backoff => {
  let attempt = 0;
  return {
    next: () => {
      const delay = Math.min(startMs * 2 ** attempt, maxMs);
      // Stop growing the exponent once capped so it can never overflow to Infinity.
      if (delay < maxMs) attempt += 1;
      return delay;
    },
    reset: () => {
      attempt = 0;
    },
  };
};
