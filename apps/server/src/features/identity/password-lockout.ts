import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { rateLimitHits } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { type RateLimitRule, resetRateLimit } from '@/platform/rate-limit.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Failed password sign-ins, counted per email (known or not, so the counting itself reveals no account) and per
 * address, in the platform's rate-limit table (shared by every instance, pruned after a day):
 * - from the 3rd failure on an email within the hour, or the 10th from an address, the ALTCHA captcha is asked
 *   for: each guess then costs a proof of work;
 * - 10 failures on an email within 15 minutes lock it for what remains of those 15 minutes (429, too many
 *   requests): at most 40 guesses an hour, and a stranger cannot keep the owner out for longer than that;
 * - a successful sign-in or a password reset clears the email's count; the address's count only ages.
 */
export const PASSWORD_LOCKOUT = {
  captchaAfterEmailFailures: 3,
  captchaAfterIpFailures: 10,
  captchaWindowMs: HOUR_MS,
  lockAfterEmailFailures: 10,
  lockWindowMs: 15 * MINUTE_MS,
} as const;

/** Attempts (right or wrong) from one address; SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR, as the SMS code step. */
export const passwordAttemptsPerIp = (perHour: number): readonly RateLimitRule[] => [
  { max: perHour, windowMs: HOUR_MS },
];

export const emailFailureBucket = (email: string) => `identity:password-failure:email:${email}`;
const ipFailureBucket = (ip: string) => `identity:password-failure:ip:${ip}`;

/** The bucket's hits within the window, newest first. */
const recentFailures = async (db: Executor, bucket: string, windowMs: number, now: Date) =>
  db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, new Date(now.getTime() - windowMs))))
    .orderBy(desc(rateLimitHits.hitAt));

export interface LockoutState {
  captchaRequired: boolean;
}

/**
 * Throws TOO_MANY_ATTEMPTS_TRY_LATER (details.retryAfterSeconds) while the email is locked; otherwise says
 * whether this attempt must carry a solved captcha.
 */
export const checkPasswordLockout = async ({
  db,
  email,
  ip,
  now = new Date(),
}: {
  db: Executor;
  email: string;
  ip: string;
  now?: Date;
}): Promise<LockoutState> => {
  const rules = PASSWORD_LOCKOUT;
  const byEmail = await recentFailures(db, emailFailureBucket(email), rules.captchaWindowMs, now);
  const lockWindowStart = now.getTime() - rules.lockWindowMs;
  const inLockWindow = byEmail.filter((failure) => failure.hitAt.getTime() > lockWindowStart);
  const oldestCounted = inLockWindow[rules.lockAfterEmailFailures - 1];
  if (oldestCounted) {
    // The lock lifts when enough failures have aged out of the window to drop below the threshold.
    const retryAfterMs = oldestCounted.hitAt.getTime() + rules.lockWindowMs - now.getTime();
    throw new AppError('TOO_MANY_ATTEMPTS_TRY_LATER', {
      details: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1_000)) },
    });
  }
  if (byEmail.length >= rules.captchaAfterEmailFailures) return { captchaRequired: true };
  const byIp = await recentFailures(db, ipFailureBucket(ip), rules.captchaWindowMs, now);
  return { captchaRequired: byIp.length >= rules.captchaAfterIpFailures };
};

/** Counts a failed attempt against the email and the address; answers whether the next one needs the captcha. */
export const recordPasswordFailure = async ({
  db,
  email,
  ip,
  now = new Date(),
}: {
  db: Executor;
  email: string;
  ip: string;
  now?: Date;
}): Promise<LockoutState> => {
  await db.insert(rateLimitHits).values([
    { bucket: emailFailureBucket(email), hitAt: now },
    { bucket: ipFailureBucket(ip), hitAt: now },
  ]);
  const rules = PASSWORD_LOCKOUT;
  const byEmail = await recentFailures(db, emailFailureBucket(email), rules.captchaWindowMs, now);
  if (byEmail.length >= rules.captchaAfterEmailFailures) return { captchaRequired: true };
  const byIp = await recentFailures(db, ipFailureBucket(ip), rules.captchaWindowMs, now);
  return { captchaRequired: byIp.length >= rules.captchaAfterIpFailures };
};

/** A successful sign-in or a reset: the email starts again without captcha or lock. */
export const clearPasswordFailures = (db: Executor, email: string) =>
  resetRateLimit({ db, bucket: emailFailureBucket(email) });
