import { CODE_SEND_MIN_INTERVAL_MS } from '@brokerage/shared';
import type { BackoffRule, RateLimitRule } from '@/platform/rate-limit.ts';

const HOUR_MS = 3_600_000;

/**
 * Code requests from one address, counted before the captcha is checked so guessing captchas is throttled
 * too. Offices behind one NAT share it, so its size is configuration (CODE_REQUESTS_PER_IP_PER_HOUR).
 */
export const codeRequestsPerIp = (perHour: number): readonly RateLimitRule[] => [
  { max: perHour, windowMs: HOUR_MS },
];

/**
 * Codes actually sent to one number without a successful sign-in since: the first waits SPEC §9's minute, each
 * further one twice as long, at most 15 minutes, and a sign-in starts the count again. A stranger who pays the
 * captcha for each code can delay the owner by 15 minutes at worst, never lock them out for an hour, and the
 * number receives a handful of SMS an hour at most.
 */
export const codeSendBucket = (phoneNumber: string) => `identity:code-send:number:${phoneNumber}`;

export const CODE_SENDS_PER_NUMBER: BackoffRule = {
  firstWaitMs: CODE_SEND_MIN_INTERVAL_MS,
  maxWaitMs: 15 * 60_000,
  windowMs: HOUR_MS,
};

/** Code submissions from one address (SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR); each code also allows only a few wrong tries. */
export const signInAttemptsPerIp = (perHour: number): readonly RateLimitRule[] => [
  { max: perHour, windowMs: HOUR_MS },
];

/** Idle lifetime of a refresh token: each rotation starts a new one, so an agent who works daily stays signed in. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR_MS;

/**
 * How long a rotated refresh token may come back without being taken for theft: a page left while its token was
 * being renewed, or a dropped connection, loses the answer after the server has rotated, and the browser then
 * presents the old cookie again. Okta's default grace for rotation; beyond it, reuse revokes the whole sign-in.
 */
export const REFRESH_TOKEN_REUSE_GRACE_MS = 30_000;
