import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '@/db/schema/index.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { RECENT_SIGN_IN_MS } from './password-change.service.ts';

const NEW_PASSWORD = 'amber kettle on a quiet shelf';

let t: TestApp;
let counter = 0;

/** A signed-in user with a role and an address of their own. */
const signedInUser = async (email: string | null = `profile.${++counter}@example.com`) => {
  const signedIn = await signInWithPermissions(t, []);
  await t.db.update(users).set({ email }).where(eq(users.id, signedIn.user.id));
  return { ...signedIn, email };
};

const change = (cookie: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/identity/password',
    headers: { cookie },
    payload: { newPassword },
  });

const status = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/identity/password', headers: { cookie } });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

describe('GET and PUT /api/identity/password', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/identity/password' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/identity/password',
      payload: { newPassword: NEW_PASSWORD },
    });
    expect(put.statusCode).toBe(401);
  });

  it('sets a first password right after sign-in, then the user signs in with their email', async () => {
    const { cookie, email } = await signedInUser();
    expect((await status(cookie)).json().data).toEqual({ email, hasPassword: false, changedAt: null });

    const response = await change(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email, hasPassword: true, changedAt: expect.any(String) });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/password',
      payload: { email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers REQUIRES_RECENT_LOGIN when the session began more than 5 minutes ago', async () => {
    const { cookie, user } = await signedInUser();
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - RECENT_SIGN_IN_MS - 1_000) })
      .where(eq(sessions.userId, user.id));
    const response = await change(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'REQUIRES_RECENT_LOGIN',
      message: 'For your security, sign in again before changing your password.',
    });
  });

  it('refuses a weak password', async () => {
    const { cookie } = await signedInUser();
    const response = await change(cookie, 'aaaaaaaaaaaaaaaa');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD', details: { weakness: 'common' } });
  });

  it('answers EMAIL_ALREADY_IN_USE when another user holds the same address', async () => {
    await signedInUser('front.desk@example.com');
    const { cookie } = await signedInUser('Front.Desk@example.com');
    const response = await change(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('refuses (NO_EMAIL_FOR_PASSWORD) a user without an email', async () => {
    const { cookie } = await signedInUser(null);
    const response = await change(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toMatchObject({ reason: 'NO_EMAIL_FOR_PASSWORD' });
  });
});
