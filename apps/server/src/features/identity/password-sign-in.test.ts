import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityAccounts, mfaEnrollments, rateLimitHits, users } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { refreshCookieOf, resetRateLimits, solveCaptcha } from '@/test/identity-helpers.ts';
import { findOrCreateIdentityAccount } from './identity-accounts.service.ts';
import { hashPassword } from './password-hash.ts';
import { emailFailureBucket, PASSWORD_LOCKOUT } from './password-lockout.ts';

const PASSWORD = 'a long and uncommon passphrase';

let t: TestApp;
let counter = 0;

/** A staff user with an email and, unless `password` is null, a password on their identity account. */
const staffWithPassword = async (
  options: { status?: 'active' | 'disabled'; password?: string | null; email?: string } = {},
) => {
  counter += 1;
  const phone = `+3363998${String(7000 + counter).padStart(4, '0')}`;
  const email = options.email ?? `agent.${counter}@example.com`;
  await t.db
    .insert(users)
    .values({ phone, firstName: 'Pass', lastName: 'Word', email, status: options.status ?? 'active' });
  const account = await findOrCreateIdentityAccount({ db: t.db, phoneNumber: phone });
  if (options.password !== null) {
    await t.db
      .update(identityAccounts)
      .set({ passwordHash: await hashPassword(options.password ?? PASSWORD) })
      .where(eq(identityAccounts.id, account.id));
  }
  return { phone, email, accountId: account.id };
};

const signIn = (payload: { email: string; password: string; captcha?: string }, ip = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: '/api/identity/sign-in/password', payload, remoteAddress: ip });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

describe('POST /api/identity/sign-in/password', () => {
  it('answers an ID token for the account of the user holding the email, and a refresh cookie', async () => {
    const agent = await staffWithPassword();
    const response = await signIn({ email: `  ${agent.email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ idToken: expect.any(String), phoneNumber: agent.phone });
    // One account per person: the token names the same account and number as a phone sign-in would.
    expect(decodeJwt(body.idToken)).toMatchObject({ sub: agent.accountId, phone_number: agent.phone });
    expect(refreshCookieOf(response.headers['set-cookie'])).toBeTruthy();
  });

  it('answers the pending multi-factor credential instead of a token for a TOTP-enrolled account', async () => {
    const enrolled = await staffWithPassword();
    await t.db
      .insert(mfaEnrollments)
      .values({ accountId: enrolled.accountId, secretSealed: 'sealed-elsewhere', confirmedAt: new Date() });
    const response = await signIn({ email: enrolled.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      mfaPendingCredential: expect.any(String),
      mfaInfo: [expect.objectContaining({ factorId: 'totp' })],
    });
    expect(body).not.toHaveProperty('idToken');
    expect(refreshCookieOf(response.headers['set-cookie'])).toBeUndefined();
  });

  it('leads to a product session through set-cookie like a phone sign-in', async () => {
    const agent = await staffWithPassword();
    const { idToken } = (await signIn({ email: agent.email, password: PASSWORD })).json();
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: idToken },
    });
    // A user without a role may not hold a session (ACCESS_DENIED): the token was accepted and mapped to them.
    expect(session.statusCode).toBe(403);
    expect(session.json().code).toBe('ACCESS_DENIED');
  });

  it('answers INVALID_CREDENTIAL alike for a wrong password, an unknown email and an account without password', async () => {
    const agent = await staffWithPassword();
    const noPassword = await staffWithPassword({ password: null });
    const answers = await Promise.all([
      signIn({ email: agent.email, password: 'not the right passphrase' }),
      signIn({ email: 'nobody.here@example.com', password: PASSWORD }),
      signIn({ email: noPassword.email, password: PASSWORD }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIAL',
        message: 'The email or password is incorrect.',
        details: { captchaRequired: false },
      });
    }
  });

  it('answers 400 naming the field for a malformed email, and never a 500', async () => {
    const response = await signIn({ email: 'not-an-email', password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('email');
  });

  it('refuses a user disabled in the product, but only once the password is right', async () => {
    const disabled = await staffWithPassword({ status: 'disabled' });
    const wrong = await signIn({ email: disabled.email, password: 'not the right passphrase' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIAL');
    const right = await signIn({ email: disabled.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('USER_DISABLED');
  });

  it('refuses an email two live users share, as if unknown', async () => {
    const first = await staffWithPassword({ email: 'shared.desk@example.com' });
    await staffWithPassword({ email: 'shared.desk@example.com' });
    const response = await signIn({ email: 'shared.desk@example.com', password: PASSWORD });
    expect(response.json().code).toBe('INVALID_CREDENTIAL');
    expect(first.email).toBe('shared.desk@example.com');
  });

  it('still signs in a user whose email a pending registration also gives', async () => {
    const agent = await staffWithPassword({ email: 'own.desk@example.com' });
    await t.db.insert(users).values({
      phone: '+33639989999',
      firstName: 'Stranger',
      lastName: 'Registered',
      email: 'Own.Desk@example.com',
      status: 'pending',
    });
    const response = await signIn({ email: agent.email, password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phoneNumber: agent.phone });
  });

  it('asks for the captcha after 3 failures, then locks the email after 10, and a success clears the count', async () => {
    const agent = await staffWithPassword();
    const wrong = { email: agent.email, password: 'not the right passphrase' };
    for (let failure = 1; failure < PASSWORD_LOCKOUT.captchaAfterEmailFailures; failure += 1) {
      expect((await signIn(wrong)).json().details).toEqual({ captchaRequired: false });
    }
    expect((await signIn(wrong)).json().details).toEqual({ captchaRequired: true });

    // From now on a missing or wrong captcha is refused before the password is even looked at.
    const missing = await signIn({ email: agent.email, password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', details: { captchaRequired: true } });
    const forged = await signIn({ email: agent.email, password: PASSWORD, captcha: 'forged' });
    expect(forged.json().code).toBe('CAPTCHA_FAILED');

    // Another email from another address is not affected.
    const colleague = await staffWithPassword();
    expect((await signIn({ email: colleague.email, password: PASSWORD }, '203.0.113.99')).statusCode).toBe(
      200,
    );

    for (
      let failure = PASSWORD_LOCKOUT.captchaAfterEmailFailures;
      failure < PASSWORD_LOCKOUT.lockAfterEmailFailures;
      failure += 1
    ) {
      const response = await signIn({ ...wrong, captcha: await solveCaptcha(t.app) });
      expect(response.json().code).toBe('INVALID_CREDENTIAL');
    }
    const locked = await signIn({
      email: agent.email,
      password: PASSWORD,
      captcha: await solveCaptcha(t.app),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_TRY_LATER' });
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(14 * 60);

    // 15 minutes later the lock has lifted; the captcha is still asked (the failures are within the hour).
    await t.db
      .update(rateLimitHits)
      .set({ hitAt: new Date(Date.now() - PASSWORD_LOCKOUT.lockWindowMs - 1_000) })
      .where(eq(rateLimitHits.bucket, emailFailureBucket(agent.email)));
    expect((await signIn({ email: agent.email, password: PASSWORD })).json().code).toBe('CAPTCHA_REQUIRED');
    const success = await signIn({
      email: agent.email,
      password: PASSWORD,
      captcha: await solveCaptcha(t.app),
    });
    expect(success.statusCode).toBe(200);

    // The success cleared the email's failures: no captcha any more (from an address without failures of its own).
    expect((await signIn(wrong, '203.0.113.11')).json().details).toEqual({ captchaRequired: false });
  });

  it('asks every email for the captcha after 10 failures from one address', async () => {
    const ip = '198.51.100.7';
    for (let failure = 0; failure < PASSWORD_LOCKOUT.captchaAfterIpFailures; failure += 1) {
      await signIn({ email: `guess.${failure}@example.com`, password: PASSWORD }, ip);
    }
    const agent = await staffWithPassword();
    expect((await signIn({ email: agent.email, password: PASSWORD }, ip)).json().code).toBe(
      'CAPTCHA_REQUIRED',
    );
    expect((await signIn({ email: agent.email, password: PASSWORD }, '198.51.100.8')).statusCode).toBe(200);
  });
});
