import { RECOVERY_CODE_COUNT, TOTP_PERIOD_SECONDS } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  identityAccounts,
  mfaEnrollments,
  mfaPendingCredentials,
  mfaRecoveryCodes,
  roles,
} from '@/db/schema/index.ts';
import { cookiePair, createRole, createUser, nextPhone } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  obtainIdToken,
  refreshCookieOf,
  requestVerificationCode,
  resetRateLimits,
} from '@/test/identity-helpers.ts';
import { totpCode } from './mfa-totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const STEP_MS = TOTP_PERIOD_SECONDS * 1_000;
/** The code an authenticator app shows `steps` periods from now (the server accepts one step either side). */
const codeIn = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * STEP_MS);
/** A six-digit code that is certainly not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

const post = (url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/identity${url}`, payload, headers });

/** A new staff user (with `roleId` if given) holding an ID token from a phone sign-in. */
const newUser = async (roleId?: string) => {
  const user = await createUser(t.db, roleId ? { roleId } : {});
  const { idToken } = await obtainIdToken(t, user.phone);
  await resetRateLimits(t.db);
  return { user, idToken };
};

const startEnrollment = async (idToken: string) => {
  const started = await post('/mfa-enrollment/start', {}, bearer(idToken));
  expect(started.statusCode).toBe(200);
  return started.json<{ secret: string; otpauthUri: string; qrCodeSvg: string }>();
};

/** A user enrolled in TOTP: the secret the app holds and the recovery codes shown once. */
const enrolledUser = async (roleId?: string) => {
  const { user, idToken } = await newUser(roleId);
  const { secret } = await startEnrollment(idToken);
  const finalized = await post('/mfa-enrollment/finalize', { code: codeIn(secret) }, bearer(idToken));
  expect(finalized.statusCode).toBe(200);
  const { recoveryCodes } = finalized.json<{ recoveryCodes: string[] }>();
  return { user, idToken, secret, recoveryCodes };
};

/** The SMS step of a sign-in: answers the raw response (an ID token, or a pending credential). */
const firstFactor = async (phoneNumber: string) => {
  await resetRateLimits(t.db);
  const sent = await requestVerificationCode(t.app, { phoneNumber });
  expect(sent.statusCode).toBe(200);
  return post('/sign-in/phone', {
    sessionInfo: sent.json().sessionInfo,
    code: t.sms.lastCodeFor(phoneNumber),
  });
};

const pendingCredentialOf = async (phoneNumber: string) => {
  const response = await firstFactor(phoneNumber);
  expect(response.statusCode).toBe(200);
  return response.json<{ mfaPendingCredential: string }>().mfaPendingCredential;
};

const finalizeSignIn = (mfaPendingCredential: string, code: string) =>
  post('/mfa-sign-in/finalize', { mfaPendingCredential, code });

const accountOf = async (phoneNumber: string) => {
  const [account] = await t.db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.phoneNumber, phoneNumber));
  if (!account) throw new Error('no identity account');
  return account;
};

describe('mfaEnrollment: start and finalize', () => {
  it('refuses a caller without an ID token, or with a made-up one', async () => {
    expect((await post('/mfa-enrollment/start')).json().code).toBe('UNAUTHENTICATED');
    const forged = await post('/mfa-enrollment/start', {}, bearer('not.a.token'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_ID_TOKEN');
  });

  it('answers a secret, its otpauth URI and an SVG QR code, and keeps the secret sealed', async () => {
    const { user, idToken } = await newUser();
    const started = await startEnrollment(idToken);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.otpauthUri).toContain(`secret=${started.secret}`);
    expect(started.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const [row] = await t.db
      .select()
      .from(mfaEnrollments)
      .where(eq(mfaEnrollments.accountId, (await accountOf(user.phone)).id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secretSealed).not.toContain(started.secret);

    // Not confirmed yet: signing in still answers an ID token straight away.
    const signIn = await firstFactor(user.phone);
    expect(signIn.json()).toHaveProperty('idToken');
  });

  it('confirms the factor with a first code and hands out ten distinct recovery codes, stored hashed and audited', async () => {
    const { user, idToken } = await newUser();
    const { secret } = await startEnrollment(idToken);

    const missing = await post('/mfa-enrollment/finalize', {}, bearer(idToken));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('MISSING_CODE');
    const wrong = await post(
      '/mfa-enrollment/finalize',
      { code: wrongCode(codeIn(secret)) },
      bearer(idToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Invalid verification code. Please check and try again.',
    });

    const finalized = await post('/mfa-enrollment/finalize', { code: codeIn(secret) }, bearer(idToken));
    expect(finalized.statusCode).toBe(200);
    const body = finalized.json();
    expect(body.mfaInfo).toMatchObject({ factorId: 'totp', mfaEnrollmentId: expect.any(String) });
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(finalized.headers['cache-control']).toBe('no-store');

    const account = await accountOf(user.phone);
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.accountId, account.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of body.recoveryCodes) expect(stored.map((row) => row.codeHash)).not.toContain(code);

    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'mfa_enrollments'), eq(auditLog.entityId, body.mfaInfo.mfaEnrollmentId)),
      );
    expect(audited).toMatchObject({ action: 'create', actorId: user.id });

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/identity/mfa-enrollment',
      headers: bearer(idToken),
    });
    expect(status.json()).toMatchObject({ enrolled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    const again = await post('/mfa-enrollment/start', {}, bearer(idToken));
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('MFA_ALREADY_ENROLLED');
  });

  it('refuses to finalize an enrolment that was never started', async () => {
    const { idToken } = await newUser();
    const response = await post('/mfa-enrollment/finalize', { code: '123456' }, bearer(idToken));
    expect(response.statusCode).toBe(409);
    expect(response.json().details.reason).toBe('MFA_ENROLLMENT_NOT_STARTED');
  });
});

describe('sign-in of an enrolled account', () => {
  it('answers a pending credential instead of an ID token, then the ID token and refresh cookie for a TOTP code', async () => {
    const { user, secret } = await enrolledUser((await createRole(t.db)).id);
    const first = await firstFactor(user.phone);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      mfaPendingCredential: expect.any(String),
      mfaInfo: [{ mfaEnrollmentId: expect.any(String), factorId: 'totp', enrolledAt: expect.any(String) }],
    });
    expect(refreshCookieOf(first.headers['set-cookie'])).toBeUndefined();

    const { mfaPendingCredential } = first.json();
    const code = codeIn(secret, 1);
    const finalized = await finalizeSignIn(mfaPendingCredential, code);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ idToken: expect.any(String), phoneNumber: user.phone });
    expect(refreshCookieOf(finalized.headers['set-cookie'])).toBeDefined();

    // The product session accepts the token.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: finalized.json().idToken },
    });
    expect(session.statusCode).toBe(200);

    // Single use: the credential is spent; and the same TOTP code cannot serve again in its window.
    const reused = await finalizeSignIn(mfaPendingCredential, code);
    expect(reused.json().code).toBe('INVALID_SESSION_INFO');
    const replayed = await finalizeSignIn(await pendingCredentialOf(user.phone), code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('INVALID_CODE');
  });

  it('accepts a recovery code once, whatever its case and dashes, and refuses its second use', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const [recoveryCode] = recoveryCodes as [string];
    const typed = ` ${recoveryCode.toUpperCase().replace('-', '')} `;
    const finalized = await finalizeSignIn(await pendingCredentialOf(user.phone), typed);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toHaveProperty('idToken');

    const secondUse = await finalizeSignIn(await pendingCredentialOf(user.phone), recoveryCode);
    expect(secondUse.statusCode).toBe(400);
    expect(secondUse.json().code).toBe('INVALID_CODE');

    const { idToken } = finalized.json();
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/identity/mfa-enrollment',
      headers: bearer(idToken),
    });
    expect(status.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('spends a pending credential after five wrong codes, even for the right code then', async () => {
    const { user, secret } = await enrolledUser();
    const credential = await pendingCredentialOf(user.phone);
    const wrong = wrongCode(codeIn(secret, 1));
    for (let remaining = 4; remaining >= 0; remaining -= 1) {
      const response = await finalizeSignIn(credential, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_CODE', details: { remainingTries: remaining } });
    }
    const locked = await finalizeSignIn(credential, codeIn(secret, 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
  });

  it('locks the account out after ten wrong codes across credentials, with the wait to respect', async () => {
    const { user, secret } = await enrolledUser();
    // Three sign-ins first (each resets the SMS limits); then 4 + 4 + 2 wrong codes: no credential is spent.
    const [first, second, third] = [
      await pendingCredentialOf(user.phone),
      await pendingCredentialOf(user.phone),
      await pendingCredentialOf(user.phone),
    ];
    const wrong = wrongCode(codeIn(secret, 1));
    for (const credential of [first, first, first, first, second, second, second, second, third, third]) {
      expect((await finalizeSignIn(credential, wrong)).json().code).toBe('INVALID_CODE');
    }
    const lockedOut = await finalizeSignIn(third, codeIn(secret, 1));
    expect(lockedOut.statusCode).toBe(429);
    expect(lockedOut.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS_TRY_LATER',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // The right code was not even looked at: its step is still unused.
    const [enrollment] = await t.db
      .select()
      .from(mfaEnrollments)
      .where(eq(mfaEnrollments.accountId, (await accountOf(user.phone)).id));
    expect(enrollment?.lastUsedStep).not.toBeNull();
    expect(enrollment?.lastUsedStep).toBeLessThan(Math.floor((Date.now() + STEP_MS) / STEP_MS));
  });

  it('answers CODE_EXPIRED for a pending credential past its five minutes', async () => {
    const { user, secret } = await enrolledUser();
    const credential = await pendingCredentialOf(user.phone);
    const account = await accountOf(user.phone);
    await t.db
      .update(mfaPendingCredentials)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(mfaPendingCredentials.accountId, account.id));
    const response = await finalizeSignIn(credential, codeIn(secret, 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'The verification code has expired. Please request a new one.',
    });
  });

  it('refuses an unknown credential and a missing code', async () => {
    expect((await finalizeSignIn('made-up', '123456')).json().code).toBe('INVALID_SESSION_INFO');
    const { user } = await enrolledUser();
    const missing = await finalizeSignIn(await pendingCredentialOf(user.phone), '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('MISSING_CODE');
  });
});

describe('mfaEnrollment: withdraw', () => {
  it('needs a fresh code: a missing, wrong or replayed one is refused, then the factor and its codes go', async () => {
    const { user, idToken, secret } = await enrolledUser();
    const missing = await post('/mfa-enrollment/withdraw', {}, bearer(idToken));
    expect(missing.json().code).toBe('MISSING_CODE');
    // The code that confirmed the enrolment was spent: replaying it is refused.
    const replayed = await post('/mfa-enrollment/withdraw', { code: codeIn(secret) }, bearer(idToken));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('INVALID_CODE');

    const withdrawn = await post('/mfa-enrollment/withdraw', { code: codeIn(secret, 1) }, bearer(idToken));
    expect(withdrawn.statusCode).toBe(200);
    const account = await accountOf(user.phone);
    expect(await t.db.select().from(mfaEnrollments).where(eq(mfaEnrollments.accountId, account.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, account.id)),
    ).toEqual([]);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'mfa_enrollments'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.actorId, user.id),
        ),
      );
    expect(audited).toBeDefined();

    const signIn = await firstFactor(user.phone);
    expect(signIn.json()).toHaveProperty('idToken');
    const again = await post('/mfa-enrollment/withdraw', { code: codeIn(secret, 1) }, bearer(idToken));
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('MFA_NOT_ENROLLED');
  });
});

describe('a role that requires a second factor', () => {
  const sessionCookie = async (idToken: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: idToken },
    });
    expect(response.statusCode).toBe(200);
    return { cookie: cookiePair(response.headers['set-cookie'], 'sid'), user: response.json().user };
  };

  it('keeps a member who has not enrolled to /auth/me until they enrol, then lets them in', async () => {
    const role = await createRole(t.db, { granted: ['RoleModule:roles:read'] });
    const { idToken } = await newUser(role.id);
    const listRoles = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/roles', headers: { cookie } });

    // Not required yet: nothing changes.
    const before = await sessionCookie(idToken);
    expect(before.user).not.toHaveProperty('mustEnrollSecondFactor');
    expect((await listRoles(before.cookie)).statusCode).toBe(200);

    await t.db.update(roles).set({ requireSecondFactor: true }).where(eq(roles.id, role.id));
    const { cookie, user } = await sessionCookie(idToken);
    expect(user.mustEnrollSecondFactor).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.mustEnrollSecondFactor).toBe(true);
    const refused = await listRoles(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'MULTI_FACTOR_AUTH_REQUIRED',
      message: 'Your role requires a second factor. Set up an authenticator app to continue.',
    });

    const { secret } = await startEnrollment(idToken);
    expect(
      (await post('/mfa-enrollment/finalize', { code: codeIn(secret) }, bearer(idToken))).statusCode,
    ).toBe(200);
    expect((await listRoles(cookie)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.json().data).not.toHaveProperty('mustEnrollSecondFactor');
  });

  it('is set from the role editor, shown on the role and audited', async () => {
    const admin = await createRole(t.db, {
      granted: ['RoleModule:roles:read', 'RoleModule:roles:update', 'RoleModule:roles:create'],
    });
    const { idToken } = await newUser(admin.id);
    const { cookie } = await sessionCookie(idToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie },
      payload: { name: `Cashiers ${nextPhone()}` },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role.requireSecondFactor).toBe(false);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: { cookie },
      payload: { requireSecondFactor: true, version: role.version },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.requireSecondFactor).toBe(true);
    const history = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, role.id), eq(auditLog.action, 'update')));
    expect(history[0]?.changes).toMatchObject({ requireSecondFactor: { before: false, after: true } });
  });
});
