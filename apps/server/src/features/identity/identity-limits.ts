import { CODE_SEND_MIN_INTERVAL_MS, CODE_SENDS_PER_HOUR } from '@brokerage/shared';
import type { RateLimitRule } from '../../platform/rate-limit.ts';

const HOUR_MS = 3_600_000;

/**
 * Code requests from one address, counted before the captcha is checked so guessing captchas is throttled
 * too. Offices behind one NAT share it, so its size is configuration (CODE_REQUESTS_PER_IP_PER_HOUR).
 */
export const codeRequestsPerIp = (perHour: number): readonly RateLimitRule[] => [
  { max: perHour, windowMs: HOUR_MS },
];

/**
 * Codes actually sent to one number without a successful sign-in since (SPEC §9 constants): the count starts
 * again when the number signs in, so codes a stranger requested stop counting once the owner gets in.
 */
export const codeSendBucket = (phoneNumber: string) => `identity:code-send:number:${phoneNumber}`;

export const CODE_SENDS_PER_NUMBER: readonly RateLimitRule[] = [
  { max: 1, windowMs: CODE_SEND_MIN_INTERVAL_MS },
  { max: CODE_SENDS_PER_HOUR, windowMs: HOUR_MS },
];

/** Code submissions from one address (SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR); each code also allows only a few wrong tries. */
export const signInAttemptsPerIp = (perHour: number): readonly RateLimitRule[] => [
  { max: perHour, windowMs: HOUR_MS },
];

/** Idle lifetime of a refresh token: each rotation starts a new one, so an agent who works daily stays signed in. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR_MS;
