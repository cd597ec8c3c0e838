import { toE164, type UserStatus, type VerificationPurpose } from '@brokerage/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { rateLimitHits, users } from '@/db/schema/index.ts';
import type { TestApp } from './build-app.ts';

/** Fetches a challenge and solves it as the widget would: the base64 JSON payload { challenge, solution }. */
export const solveCaptcha = async (app: FastifyInstance): Promise<string> => {
  const response = await app.inject({ method: 'GET', url: '/api/identity/captcha' });
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.statusCode} ${response.body}`);
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

/** POST /verification-codes with a freshly solved captcha unless one is given; `ip` sets the caller's address. */
export const requestVerificationCode = async (
  app: FastifyInstance,
  input: { phoneNumber: string; purpose?: VerificationPurpose; captcha?: string; ip?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/identity/verification-codes',
    payload: {
      phoneNumber: input.phoneNumber,
      purpose: input.purpose ?? 'sign-in',
      captcha: input.captcha ?? (await solveCaptcha(app)),
    },
    ...(input.ip ? { remoteAddress: input.ip } : {}),
  });

/** The `name=value` pair of a Set-Cookie header, ready for a `cookie` request header. */
const cookiePairOf = (setCookie: string | string[] | undefined, name: RegExp) => {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = headers.find((header) => name.test(header.split('=')[0] ?? ''));
  return found?.split(';')[0];
};

export const REFRESH_COOKIE_NAME = /^(__Secure-)?identity_rt$/;

/** The refresh cookie's `name=value` from a response's Set-Cookie, if it set one. */
export const refreshCookieOf = (setCookie: string | string[] | undefined) =>
  cookiePairOf(setCookie, REFRESH_COOKIE_NAME);

/** A staff user holding `phone` (E.164), inserted directly: the identity service only asks whether the number is known. */
export const insertStaffUser = async (db: Executor, phone: string, status: UserStatus = 'active') => {
  const [user] = await db
    .insert(users)
    .values({ phone, firstName: 'Test', lastName: 'Agent', status })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user;
};

/**
 * Signs a number in through the real identity routes (captcha → SMS code read from the capturing transport →
 * sign-in) and answers the ID token with the refresh cookie. Each call sends a code, so a second call for the
 * same number within a minute needs `resetRateLimits` first.
 */
export const obtainIdToken = async (
  testApp: TestApp,
  phone: string,
  purpose: VerificationPurpose = 'sign-in',
): Promise<{ idToken: string; refreshCookie: string; expiresIn: number }> => {
  const phoneNumber = toE164(phone) ?? phone;
  const sent = await requestVerificationCode(testApp.app, { phoneNumber, purpose });
  if (sent.statusCode !== 200) throw new Error(`verification-codes failed: ${sent.statusCode} ${sent.body}`);
  const { sessionInfo } = sent.json<{ sessionInfo: string }>();

  const signedIn = await testApp.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/phone',
    payload: { sessionInfo, code: testApp.sms.lastCodeFor(phoneNumber) },
  });
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in/phone failed: ${signedIn.statusCode} ${signedIn.body}`);
  const refreshCookie = refreshCookieOf(signedIn.headers['set-cookie']);
  if (!refreshCookie) throw new Error('sign-in/phone set no refresh cookie');
  const { idToken, expiresIn } = signedIn.json<{ idToken: string; expiresIn: number }>();
  return { idToken, refreshCookie, expiresIn };
};

/** Forgets every rate-limit hit, for tests that sign the same number in more than once. */
export const resetRateLimits = async (db: Executor) => {
  await db.delete(rateLimitHits);
};
