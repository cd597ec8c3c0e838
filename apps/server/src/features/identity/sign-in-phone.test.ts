import { ID_TOKEN_LIFETIME_SECONDS } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityAccounts, refreshTokens, users } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { insertStaffUser, requestVerificationCode, resetRateLimits } from '@/test/identity-helpers.ts';

const AGENT = '+33639982001';
const DISABLED_AGENT = '+33639982002';
const BLOCKED_ACCOUNT = '+33639982003';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertStaffUser(t.db, AGENT);
  await insertStaffUser(t.db, DISABLED_AGENT, 'disabled');
  await insertStaffUser(t.db, BLOCKED_ACCOUNT);
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));
afterEach(() => vi.useRealTimers());

/** Asks for a code and answers the sessionInfo with the code the SMS carried. */
const codeFor = async (phoneNumber: string) => {
  const response = await requestVerificationCode(t.app, { phoneNumber });
  expect(response.statusCode).toBe(200);
  return { sessionInfo: response.json().sessionInfo as string, code: t.sms.lastCodeFor(phoneNumber) };
};

const signIn = (payload: { sessionInfo: string; code?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/identity/sign-in/phone', payload });

/** A six-digit code that is certainly not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/identity/sign-in/phone', () => {
  it('answers an ID token and sets an httpOnly SameSite=Strict refresh cookie when the code is right', async () => {
    const { sessionInfo, code } = await codeFor(AGENT);
    const response = await signIn({ sessionInfo, code });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      idToken: expect.any(String),
      expiresIn: ID_TOKEN_LIFETIME_SECONDS,
      phoneNumber: AGENT,
    });

    const [account] = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, AGENT));
    expect(account?.lastSignInAt).toBeInstanceOf(Date);
    const claims = decodeJwt(body.idToken);
    expect(claims).toMatchObject({ sub: account?.id, phone_number: AGENT });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ID_TOKEN_LIFETIME_SECONDS);
    expect(decodeProtectedHeader(body.idToken)).toMatchObject({ alg: 'ES256', kid: expect.any(String) });

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^identity_rt=[\w-]{40,};/);
    expect(cookie).toContain('Path=/api/identity');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3_600_000);
  });

  it('keeps one identity account per number when the number signs in again', async () => {
    await signIn(await codeFor(AGENT));
    await resetRateLimits(t.db);
    await signIn(await codeFor(AGENT));
    const accounts = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, AGENT));
    expect(accounts).toHaveLength(1);
  });

  it('uses a Secure __Secure- cookie when the request came over HTTPS', async () => {
    const secure = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      await insertStaffUser(secure.db, AGENT);
      const sent = await requestVerificationCode(secure.app, { phoneNumber: AGENT });
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/phone',
        payload: { sessionInfo: sent.json().sessionInfo, code: secure.sms.lastCodeFor(AGENT) },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-identity_rt=/);
      expect(cookie).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('answers 400 MISSING_CODE when the code is empty or absent', async () => {
    const { sessionInfo } = await codeFor(AGENT);
    for (const payload of [{ sessionInfo, code: '' }, { sessionInfo, code: '   ' }, { sessionInfo }]) {
      const response = await signIn(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'MISSING_CODE',
        message: 'Please enter the verification code.',
      });
    }
  });

  it('answers 400 INVALID_SESSION_INFO when the sessionInfo was never issued', async () => {
    const response = await signIn({ sessionInfo: 'made-up-session-info', code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_SESSION_INFO',
      message: 'Verification failed. Please try again.',
    });
  });

  it('answers 400 INVALID_CODE with the tries left when the code is wrong', async () => {
    const { sessionInfo, code } = await codeFor(AGENT);
    const response = await signIn({ sessionInfo, code: wrongCode(code) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Invalid verification code. Please check and try again.',
      details: { remainingTries: 4 },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    // A wrong try does not spend the code.
    expect((await signIn({ sessionInfo, code })).statusCode).toBe(200);
  });

  it('answers 429 even for the right code when 5 wrong tries were made', async () => {
    const { sessionInfo, code } = await codeFor(AGENT);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn({ sessionInfo, code: wrongCode(code) });
      expect(response.json()).toMatchObject({
        code: 'INVALID_CODE',
        details: { remainingTries: 5 - attempt },
      });
    }
    const locked = await signIn({ sessionInfo, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_TRY_LATER' });
  });

  it('counts no more than 5 wrong tries when they arrive at the same time', async () => {
    const { sessionInfo, code } = await codeFor(AGENT);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signIn({ sessionInfo, code: wrongCode(code) })),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((value) => value === 'INVALID_CODE')).toHaveLength(5);
    expect(codes.filter((value) => value === 'TOO_MANY_ATTEMPTS_TRY_LATER')).toHaveLength(3);
    expect((await signIn({ sessionInfo, code })).statusCode).toBe(429);
  });

  it('answers 400 CODE_EXPIRED when the code is older than 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sessionInfo, code } = await codeFor(AGENT);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const response = await signIn({ sessionInfo, code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'The verification code has expired. Please request a new one.',
    });
  });

  it('answers 400 INVALID_SESSION_INFO when a code that already signed in is used again', async () => {
    const { sessionInfo, code } = await codeFor(AGENT);
    expect((await signIn({ sessionInfo, code })).statusCode).toBe(200);
    const again = await signIn({ sessionInfo, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_SESSION_INFO');
  });

  it('lets only one of two simultaneous sign-ins with the same code succeed', async () => {
    const { sessionInfo, code } = await codeFor(AGENT);
    const responses = await Promise.all([signIn({ sessionInfo, code }), signIn({ sessionInfo, code })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().code).toBe(
      'INVALID_SESSION_INFO',
    );
  });

  it('answers 403 USER_DISABLED and issues nothing when the staff user with that number is disabled', async () => {
    const { sessionInfo, code } = await codeFor(DISABLED_AGENT);
    const response = await signIn({ sessionInfo, code });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'USER_DISABLED',
      message: 'This account has been disabled. Please contact support.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const accounts = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, DISABLED_AGENT));
    expect(accounts).toEqual([]);
  });

  it('answers 403 USER_DISABLED when the identity account itself is disabled', async () => {
    await t.db.insert(identityAccounts).values({ phoneNumber: BLOCKED_ACCOUNT, disabled: true });
    const { sessionInfo, code } = await codeFor(BLOCKED_ACCOUNT);
    const response = await signIn({ sessionInfo, code });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_DISABLED');
    const [account] = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, BLOCKED_ACCOUNT));
    const tokens = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account?.id ?? ''));
    expect(tokens).toEqual([]);
  });

  it('signs a staff user in again when an administrator re-enabled them', async () => {
    const phone = '+33639982004';
    await insertStaffUser(t.db, phone, 'disabled');
    expect((await signIn(await codeFor(phone))).statusCode).toBe(403);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.phone, phone));
    await resetRateLimits(t.db);
    expect((await signIn(await codeFor(phone))).statusCode).toBe(200);
  });
});
