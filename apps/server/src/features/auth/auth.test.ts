import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '@/db/schema/index.ts';
import { cookiePair, createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { obtainIdToken, resetRateLimits } from '@/test/identity-helpers.ts';

let t: TestApp;
let agentRoleId: string;

beforeAll(async () => {
  t = await buildTestApp();
  agentRoleId = (await createRole(t.db, { name: 'agent', granted: ['VenteModule:ventes:read'] })).id;
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /api/auth/set-cookie', () => {
  it('sets an httpOnly Lax session cookie and answers the user when the ID token is valid', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId, firstName: 'Karim' });
    const { idToken } = await obtainIdToken(t, user.phone);
    const response = await post('/api/auth/set-cookie', { token: idToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { id: user.id, firstName: 'Karim', phone: user.phone, role: { name: 'agent' } },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('answers PHONE_NOT_REGISTERED when no staff user has the number', async () => {
    const { idToken } = await obtainIdToken(t, '+33639989999', 'register');
    const response = await post('/api/auth/set-cookie', { token: idToken });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'PHONE_NOT_REGISTERED',
      message: 'This phone number is not registered in our system. Please contact support.',
    });
  });

  it('refuses with the access-denied message when the user is pending or has no role', async () => {
    for (const options of [{ status: 'pending' as const, roleId: agentRoleId }, { roleId: null }]) {
      const user = await createUser(t.db, options);
      const { idToken } = await obtainIdToken(t, user.phone);
      const response = await post('/api/auth/set-cookie', { token: idToken });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'ACCESS_DENIED',
        message: 'Access denied. Your account may have insufficient permissions.',
      });
    }
  });

  it('answers USER_DISABLED when the user was disabled after receiving the token', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const { idToken } = await obtainIdToken(t, user.phone);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const response = await post('/api/auth/set-cookie', { token: idToken });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_DISABLED');
  });

  it('answers 401 when the token is not a valid ID token', async () => {
    const response = await post('/api/auth/set-cookie', { token: 'not.a.token' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_ID_TOKEN');
  });

  it('answers 400 with the failing field when the token is missing', async () => {
    const response = await post('/api/auth/set-cookie', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      path: '/api/auth/set-cookie',
      details: { fields: [{ path: 'token' }] },
    });
  });

  it('uses a Secure __Host- cookie when the request came over HTTPS', async () => {
    const secure = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const user = await createUser(secure.db, {
        roleId: (await createRole(secure.db, { name: 'agent' })).id,
      });
      const { idToken } = await obtainIdToken(secure, user.phone);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/set-cookie',
        payload: { token: idToken },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-sid=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
    } finally {
      await secure.close();
    }
  });
});

describe('session routes', () => {
  it('answers the user with role, permissions, company and team on check-session and me', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const cookie = await signInAs(t, user.phone);
    const check = await get('/api/auth/check-session', cookie);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ authenticated: true, user: { id: user.id } });
    const me = await get('/api/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    const data = me.json().data;
    expect(data).toMatchObject({
      id: user.id,
      name: 'Test User',
      email: user.email,
      photoURL: null,
      company: null,
      team: null,
    });
    expect(data.role.permissions.VenteModule.ventes['VenteModule:ventes:read']).toBe(true);
  });

  it('answers 401 in the error shape when there is no session', async () => {
    const response = await get('/api/auth/check-session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      path: '/api/auth/check-session',
    });
    expect((await get('/api/auth/me', 'sid=forged')).statusCode).toBe(401);
  });

  it('answers 401 when the session has expired', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const cookie = await signInAs(t, user.phone);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, user.id));
    expect((await get('/api/auth/check-session', cookie)).statusCode).toBe(401);
  });

  it('ends every session at once when the user is disabled', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const first = await signInAs(t, user.phone);
    await resetRateLimits(t.db);
    const second = await signInAs(t, user.phone);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await get('/api/auth/me', first)).statusCode).toBe(401);
    expect((await get('/api/auth/me', second)).statusCode).toBe(401);
  });

  it('deletes the session and clears the cookie on logout', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const cookie = await signInAs(t, user.phone);
    const response = await post('/api/auth/logout', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await get('/api/auth/check-session', cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('answers success false with TOKEN_MISSING when the token is empty', async () => {
    const response = await post('/api/auth/refresh-token', { token: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'TOKEN_MISSING',
      message: 'Invalid token provided for refresh',
      cookieSet: false,
      sessionExpiresAt: null,
    });
  });

  it('extends the current session when it is still live', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const cookie = await signInAs(t, user.phone);
    await resetRateLimits(t.db);
    const { idToken } = await obtainIdToken(t, user.phone);
    const response = await post('/api/auth/refresh-token', { token: idToken }, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, cookieSet: true });
    expect(new Date(body.sessionExpiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(cookiePair(response.headers['set-cookie'], 'sid')).toBe(cookie);
  });

  it('creates a new session when the old one has ended', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const { idToken } = await obtainIdToken(t, user.phone);
    const response = await post('/api/auth/refresh-token', { token: idToken }, 'sid=ended');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, cookieSet: true, message: 'Session created' });
    const cookie = cookiePair(response.headers['set-cookie'], 'sid');
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/register', () => {
  it('creates a pending user who cannot sign in until approved, once per number', async () => {
    const phone = '+33639988888';
    const { idToken } = await obtainIdToken(t, phone, 'register');
    const payload = {
      token: idToken,
      firstName: 'Nora',
      lastName: 'Benali',
      email: 'Nora.Benali@example.com',
    };
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, status: 'pending' });
    const [stored] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(stored).toMatchObject({ status: 'pending', roleId: null, email: 'nora.benali@example.com' });

    const signIn = await post('/api/auth/set-cookie', { token: idToken });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('ACCESS_DENIED');

    const again = await post('/api/auth/register', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('answers 400 naming the fields when the details are invalid', async () => {
    const response = await post('/api/auth/register', {
      token: 'x',
      firstName: '',
      lastName: 'B',
      email: 'nope',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.fields.map((field: { path: string }) => field.path);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'email']));
  });
});

describe('cross-origin writes', () => {
  it('refuses a cookie-authenticated write from a foreign Origin and accepts the own origin', async () => {
    const user = await createUser(t.db, { roleId: agentRoleId });
    const cookie = await signInAs(t, user.phone);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(200);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
  });
});
