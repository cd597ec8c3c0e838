import { CODE_SEND_MIN_INTERVAL_MS, CODE_SENDS_PER_HOUR } from '@brokerage/shared';
import type { RateLimitRule } from '../../platform/rate-limit.ts';

const HOUR_MS = 3_600_000;

/**
 * Code requests from one address, counted before the captcha is checked so guessing captchas is throttled
 * too. Offices behind one NAT share it: raise it if a whole team signs in within the same hour.
 */
export const CODE_REQUESTS_PER_IP: readonly RateLimitRule[] = [{ max: 100, windowMs: HOUR_MS }];

/** Codes actually sent to one number (SPEC §9 constants). */
export const CODE_SENDS_PER_NUMBER: readonly RateLimitRule[] = [
  { max: 1, windowMs: CODE_SEND_MIN_INTERVAL_MS },
  { max: CODE_SENDS_PER_HOUR, windowMs: HOUR_MS },
];

/** Code submissions from one address; each code also allows only a few wrong tries. */
export const SIGN_IN_ATTEMPTS_PER_IP: readonly RateLimitRule[] = [{ max: 60, windowMs: HOUR_MS }];

/** Idle lifetime of a refresh token: each rotation starts a new one, so an agent who works daily stays signed in. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR_MS;
