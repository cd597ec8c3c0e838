import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationCodes } from '@/db/schema/index.ts';
import { sha256 } from '@/platform/secrets.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  insertStaffUser,
  requestVerificationCode,
  resetRateLimits,
  solveCaptcha,
} from '@/test/identity-helpers.ts';

const AGENT = '+33639981001';
const SECOND_AGENT = '+33639981002';
const THIRD_AGENT = '+33639981003';
const STRANGER = '+33639981099';

let t: TestApp;

beforeAll(async () => {
  // A small address limit keeps its test short; the default is sized for an office (config.ts).
  t = await buildTestApp({ CODE_REQUESTS_PER_IP_PER_HOUR: '30' });
  for (const phone of [AGENT, SECOND_AGENT, THIRD_AGENT]) await insertStaffUser(t.db, phone);
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetRateLimits(t.db);
  t.sms.sent.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('GET /api/identity/captcha', () => {
  it('answers a signed, expiring ALTCHA v2 challenge that is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/identity/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 10, keyPrefix: '00', nonce: expect.any(String) },
      signature: expect.any(String),
    });
    expect(challenge.parameters.expiresAt * 1_000).toBeGreaterThan(Date.now());
  });
});

describe('POST /api/identity/verification-codes', () => {
  it('writes the SMS in the language of the page that asked for it', async () => {
    const ask = async (locale: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/verification-codes',
        payload: { phoneNumber: SECOND_AGENT, captcha: await solveCaptcha(t.app), locale },
      });
    expect((await ask('fr')).statusCode).toBe(200);
    expect(t.sms.sent.at(-1)?.body).toMatch(
      /^Votre code de vérification est \d{6}\. Il expire dans 5 minutes\.$/,
    );
    await resetRateLimits(t.db);
    expect((await ask('ar')).statusCode).toBe(200);
    expect(t.sms.sent.at(-1)?.body).toMatch(/^رمز التحقق الخاص بك هو \d{6}\./);
    expect((await ask('de')).statusCode).toBe(400);
    t.sms.sent.length = 0;
  });

  it('sends a 6-digit code by SMS and answers an opaque sessionInfo when the number is registered', async () => {
    const response = await requestVerificationCode(t.app, { phoneNumber: AGENT });
    expect(response.statusCode).toBe(200);
    const { sessionInfo } = response.json();
    expect(sessionInfo).toMatch(/^[\w-]{40,}$/);
    expect(t.sms.sent).toEqual([
      {
        to: AGENT,
        body: expect.stringMatching(/^Your verification code is \d{6}\. It expires in 5 minutes\.$/),
      },
    ]);

    // Neither the code nor the sessionInfo is stored in a usable form.
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.sessionInfoHash, sha256(sessionInfo)));
    const code = t.sms.lastCodeFor(AGENT);
    expect(row).toMatchObject({
      phoneNumber: AGENT,
      purpose: 'sign-in',
      failedAttempts: 0,
      consumedAt: null,
    });
    expect(row?.codeHash).not.toContain(code);
    expect(row?.sessionInfoHash).not.toBe(sessionInfo);
  });

  it('normalises a national number to E.164 when the number is typed the French way', async () => {
    const response = await requestVerificationCode(t.app, { phoneNumber: '06 39 98 10 02' });
    expect(response.statusCode).toBe(200);
    expect(t.sms.sent[0]?.to).toBe(SECOND_AGENT);
  });

  it('answers 404 PHONE_NOT_REGISTERED and sends nothing when a sign-in code is asked for an unknown number', async () => {
    const response = await requestVerificationCode(t.app, { phoneNumber: STRANGER });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'PHONE_NOT_REGISTERED',
      path: '/api/identity/verification-codes',
    });
    expect(t.sms.sent).toEqual([]);
  });

  it('sends the code whether or not the number is known when the purpose is register', async () => {
    const unknown = await requestVerificationCode(t.app, { phoneNumber: STRANGER, purpose: 'register' });
    const known = await requestVerificationCode(t.app, { phoneNumber: THIRD_AGENT, purpose: 'register' });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(t.sms.sent.map((sms) => sms.to)).toEqual([STRANGER, THIRD_AGENT]);
  });

  it('answers 400 VALIDATION_FAILED naming phoneNumber when the number is not a valid one', async () => {
    const response = await requestVerificationCode(t.app, { phoneNumber: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ path: 'phoneNumber', message: 'INVALID_PHONE_NUMBER' }] },
    });
    expect(t.sms.sent).toEqual([]);
  });

  describe('captcha', () => {
    it('answers 400 CAPTCHA_FAILED when the captcha is missing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/verification-codes',
        payload: { phoneNumber: AGENT, purpose: 'sign-in' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CAPTCHA_FAILED',
        message: 'Captcha verification failed. Please try again.',
      });
      expect(t.sms.sent).toEqual([]);
    });

    it('answers 400 CAPTCHA_FAILED when the payload is not a solution', async () => {
      for (const captcha of ['not-base64-json', Buffer.from('{"challenge":{}}').toString('base64')]) {
        const response = await requestVerificationCode(t.app, { phoneNumber: AGENT, captcha });
        expect(response.json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_FAILED' });
      }
    });

    it('answers 400 CAPTCHA_FAILED when the solution is wrong or the challenge was altered', async () => {
      const payload = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
      const wrongSolution = {
        ...payload,
        solution: { ...payload.solution, counter: payload.solution.counter + 1 },
      };
      const cheaper = {
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
      };
      for (const forged of [wrongSolution, cheaper]) {
        const captcha = Buffer.from(JSON.stringify(forged)).toString('base64');
        const response = await requestVerificationCode(t.app, { phoneNumber: AGENT, captcha });
        expect(response.json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_FAILED' });
      }
      expect(t.sms.sent).toEqual([]);
    });

    it('answers 400 CAPTCHA_FAILED when a solved captcha is used a second time', async () => {
      const captcha = await solveCaptcha(t.app);
      const first = await requestVerificationCode(t.app, { phoneNumber: AGENT, captcha });
      const second = await requestVerificationCode(t.app, { phoneNumber: SECOND_AGENT, captcha });
      expect(first.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_FAILED' });
      expect(t.sms.sent).toHaveLength(1);
    });

    it('answers 400 CAPTCHA_FAILED when the challenge is older than ten minutes', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const captcha = await solveCaptcha(t.app);
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
      const response = await requestVerificationCode(t.app, { phoneNumber: AGENT, captcha });
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_FAILED' });
    });
  });

  describe('rate limits', () => {
    it('answers 429 when the same number asks again within 60 seconds, and sends again after', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await requestVerificationCode(t.app, { phoneNumber: AGENT })).statusCode).toBe(200);

      vi.setSystemTime(Date.now() + 59_000);
      const tooSoon = await requestVerificationCode(t.app, { phoneNumber: AGENT });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS_TRY_LATER',
        message: 'Too many attempts. Please try again later.',
        details: { retryAfterSeconds: 1 },
      });
      expect(tooSoon.headers['retry-after']).toBe('1');

      vi.setSystemTime(Date.now() + 2_000);
      expect((await requestVerificationCode(t.app, { phoneNumber: AGENT })).statusCode).toBe(200);
      expect(t.sms.sent).toHaveLength(2);
    });

    it('doubles the wait with each code sent to a number, up to 15 minutes, never an hour', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const sendAt = async (seconds: number) => {
        vi.setSystemTime(start + seconds * 1_000);
        return requestVerificationCode(t.app, { phoneNumber: AGENT });
      };
      // Waits of 1, 2, 4, 8 minutes, then 15 at most.
      for (const seconds of [0, 60, 180, 420, 900, 1_800, 2_700]) {
        expect((await sendAt(seconds)).statusCode).toBe(200);
      }
      const tooSoon = await sendAt(2_700 + 899);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().details.retryAfterSeconds).toBe(1);
      expect((await sendAt(3_600)).statusCode).toBe(200);
      const doubledOnce = await sendAt(3_600 + 1);
      expect(doubledOnce.json().details.retryAfterSeconds).toBe(15 * 60 - 1);
    });

    it('does not spend the number allowance when the captcha fails', async () => {
      await requestVerificationCode(t.app, { phoneNumber: AGENT, captcha: 'bogus' });
      expect((await requestVerificationCode(t.app, { phoneNumber: AGENT })).statusCode).toBe(200);
    });

    it('answers 429 once one address has used its hourly requests, captcha or not', async () => {
      const ip = '198.51.100.7';
      const perHour = t.app.config.CODE_REQUESTS_PER_IP_PER_HOUR;
      expect(perHour).toBe(30);
      for (let request = 0; request < perHour; request += 1) {
        const response = await requestVerificationCode(t.app, { phoneNumber: AGENT, captcha: 'bogus', ip });
        expect(response.json().code).toBe('CAPTCHA_FAILED');
      }
      const blocked = await requestVerificationCode(t.app, { phoneNumber: AGENT, ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
      expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().details.retryAfterSeconds);

      // Another address is not affected.
      const elsewhere = await requestVerificationCode(t.app, { phoneNumber: AGENT, ip: '198.51.100.8' });
      expect(elsewhere.statusCode).toBe(200);
    });
  });
});
