import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  emails,
  identityAccounts,
  passwordResetTokens,
  rateLimitHits,
  refreshTokens,
  users,
} from '@/db/schema/index.ts';
import { emailDataBox, openEmailData } from '@/features/emails/email-data.service.ts';
import { createRole, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { emailFailureBucket } from './password-lockout.ts';
import { resetCodeHash } from './reset-link.service.ts';

const NEW_PASSWORD = 'violet lantern over the harbour';

let t: TestApp;
let counter = 0;

const staffUser = async (options: { status?: 'active' | 'disabled'; email?: string } = {}) => {
  counter += 1;
  const phone = `+3363998${String(8000 + counter).padStart(4, '0')}`;
  const email = options.email ?? `reset.${counter}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({ phone, firstName: 'Reset', lastName: 'Me', email, status: options.status ?? 'active' })
    .returning();
  if (!user) throw new Error('user not inserted');
  return { ...user, email };
};

const askLink = (email: string, locale = 'fr') =>
  t.app.inject({ method: 'POST', url: '/api/identity/password-reset', payload: { email, locale } });

const confirm = (oobCode: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/password-reset/confirm',
    payload: { oobCode, newPassword },
  });

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/identity/sign-in/password', payload: { email, password } });

/** The reset emails queued for an address, newest first. */
const resetEmailsTo = (email: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.recipient, email), eq(emails.template, 'password_reset')))
    .orderBy(desc(emails.createdAt));

const box = () => emailDataBox({ appSecret: t.app.appSecret });

/** The code of the newest link emailed to an address. */
const codeEmailedTo = async (email: string) => {
  const [latest] = await resetEmailsTo(email);
  if (!latest) throw new Error(`no reset link was emailed to ${email}`);
  // Sealed in the record (email-data.service.ts): only the app secret opens it.
  const data = openEmailData('password_reset', latest.data as Record<string, unknown>, box());
  const url = String(data.resetUrl ?? '');
  const code = new URL(url).hash.replace('#oobCode=', '');
  if (!code) throw new Error(`no reset link was emailed to ${email}`);
  return code;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

describe('POST /api/identity/password-reset', () => {
  it('emails a link through the outbox, in the asked language, keeping only the hash of its code', async () => {
    const user = await staffUser();
    const response = await askLink(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    await t.app.jobs.runDue();
    const outbox = await t.app.inject({ method: 'GET', url: `/api/emails/outbox?to=${user.email}` });
    const [message] = outbox.json().data;
    expect(message.subject).toContain('mot de passe');
    const link = /https?:\/\/\S+\/fr\/reset-password#oobCode=([\w-]+)/.exec(message.text);
    expect(link).not.toBeNull();
    const code = link?.[1] ?? '';
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, resetCodeHash(code)));
    expect(stored?.email).toBe(user.email);
    expect(stored?.tokenHash).not.toContain(code);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(60);
  });

  it('answers the same for an unknown, a disabled or a shared address, and sends nothing', async () => {
    const disabled = await staffUser({ status: 'disabled' });
    await staffUser({ email: 'shared.reset@example.com' });
    await staffUser({ email: 'shared.reset@example.com' });
    for (const email of ['nobody.at.all@example.com', disabled.email, 'shared.reset@example.com']) {
      const response = await askLink(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await resetEmailsTo(email)).toHaveLength(0);
    }
  });

  it('sends one link a minute per address, answering the same to the second ask', async () => {
    const user = await staffUser();
    expect((await askLink(user.email)).statusCode).toBe(200);
    expect((await askLink(user.email)).statusCode).toBe(200);
    expect(await resetEmailsTo(user.email)).toHaveLength(1);
  });

  it('answers 400 naming the email for a malformed address', async () => {
    const response = await askLink('not an email');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('email');
  });
});

describe('POST /api/identity/password-reset/confirm', () => {
  it('sets the password once: the link then signs nobody in again, and the account signs in by email', async () => {
    const user = await staffUser();
    await askLink(user.email);
    const code = await codeEmailedTo(user.email);

    const first = await confirm(code);
    expect(first.statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(code, 'another uncommon passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_ACTION_CODE');
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'identity_account'))
      .orderBy(desc(auditLog.at));
    expect(audit?.actorId).toBe(user.id);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    const [account] = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, user.phone));
    expect(account?.passwordHash).toMatch(/^scrypt\$ln=15,r=8,p=3\$/);
  });

  it('answers EXPIRED_ACTION_CODE for a link older than an hour', async () => {
    const user = await staffUser();
    await askLink(user.email);
    const code = await codeEmailedTo(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.tokenHash, resetCodeHash(code)));
    const response = await confirm(code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EXPIRED_ACTION_CODE',
      message: 'This link has expired. Please ask for a new one.',
    });
  });

  it('answers INVALID_ACTION_CODE for a code that was never sent', async () => {
    const response = await confirm('made-up-code-that-was-never-sent');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_ACTION_CODE');
  });

  it('refuses a short or common password without spending the link', async () => {
    const user = await staffUser();
    await askLink(user.email);
    const code = await codeEmailedTo(user.email);
    const short = await confirm(code, 'too short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'WEAK_PASSWORD', details: { weakness: 'too-short' } });
    const common = await confirm(code, 'Qwerty123456!');
    expect(common.json()).toMatchObject({ code: 'WEAK_PASSWORD', details: { weakness: 'common' } });
    const decorated = await confirm(code, 'password1234567');
    expect(decorated.json()).toMatchObject({ code: 'WEAK_PASSWORD', details: { weakness: 'common' } });
    expect((await confirm(code)).statusCode).toBe(200);
  });

  it('refuses a user disabled since the link was sent', async () => {
    const user = await staffUser();
    await askLink(user.email);
    const code = await codeEmailedTo(user.email);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const response = await confirm(code);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_DISABLED');
  });

  it('answers USER_NOT_FOUND when the address no longer belongs to the account', async () => {
    const user = await staffUser();
    await askLink(user.email);
    const code = await codeEmailedTo(user.email);
    await t.db.update(users).set({ email: 'moved.on@example.com' }).where(eq(users.id, user.id));
    const response = await confirm(code);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });

  it('clears the failed sign-ins of the address and revokes the refresh tokens of the account', async () => {
    const user = await staffUser();
    await askLink(user.email);
    const code = await codeEmailedTo(user.email);
    for (let failure = 0; failure < 3; failure += 1) await signIn(user.email, 'a wrong guess of a password');
    expect((await signIn(user.email, NEW_PASSWORD)).json().code).toBe('CAPTCHA_REQUIRED');

    expect((await confirm(code)).statusCode).toBe(200);
    const failures = await t.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, emailFailureBucket(user.email)));
    expect(failures).toHaveLength(0);
    const signedIn = await signIn(user.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);

    // A second reset signs out every session the first password opened.
    await t.db.delete(passwordResetTokens);
    await askLink(user.email);
    expect((await confirm(await codeEmailedTo(user.email), 'a third uncommon passphrase')).statusCode).toBe(
      200,
    );
    const [account] = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, user.phone));
    const live = (
      await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.accountId, account?.id ?? ''))
    ).filter((token) => !token.revokedAt);
    expect(live).toHaveLength(0);
  });

  it("ends the open product sessions of the user: an intruder's cookie does not outlive the new password", async () => {
    const user = await staffUser();
    const role = await createRole(t.db);
    await t.db.update(users).set({ roleId: role.id }).where(eq(users.id, user.id));
    const intruder = await signInAs(t, user.phone);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: intruder } });
    expect((await me()).statusCode).toBe(200);
    await askLink(user.email);
    expect((await confirm(await codeEmailedTo(user.email))).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
