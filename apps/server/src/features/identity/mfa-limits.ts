import type { RateLimitRule } from '@/platform/rate-limit.ts';

/**
 * Second-factor tries of one account until one succeeds (the lockout window). Three of a million six-digit
 * codes are valid at any moment, so ten tries per quarter hour give a guesser who already holds the first
 * factor under a thousand tries a day (about 0.3 %), while the owner who mistypes waits 15 minutes at worst.
 */
export const SECOND_FACTOR_TRIES_PER_ACCOUNT: readonly RateLimitRule[] = [{ max: 10, windowMs: 15 * 60_000 }];

/** Wrong codes one pending credential accepts before it is spent; signing in again gives a new one. */
export const PENDING_CREDENTIAL_MAX_WRONG_TRIES = 5;
