import type { OwnSession, Profile } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '@/db/schema/index.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { obtainIdToken, resetRateLimits } from '@/test/identity-helpers.ts';

/** `/api/profile` (issue 12): the caller's own name, email, photo, language, theme and sessions. */

let t: TestApp;
let userId: string;
let cookie: string;
let otherCookie: string;

/** The smallest valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: unknown; as?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: options.as ?? cookie, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

const profile = async () => (await call('GET', '/api/profile')).json().data as Profile;

beforeAll(async () => {
  t = await buildTestApp();
  // A role with no permission at all: everyone has a profile.
  const role = await createRole(t.db, { granted: [] });
  const user = await createUser(t.db, { roleId: role.id, firstName: 'Paula' });
  userId = user.id;
  cookie = await signInAs(t, user.phone);
  otherCookie = await signInAs(t, user.phone);
});
afterAll(() => t.close());

describe('name and email', () => {
  it('reads the profile with its phone, no preferences yet, and its version', async () => {
    const data = await profile();
    expect(data).toMatchObject({ id: userId, firstName: 'Paula', locale: null, theme: null, photoURL: null });
    expect(data.phone).toMatch(/^\+33/);
    expect(data.version).toBeGreaterThanOrEqual(1);
  });

  it('changes name and email with the version read, audited; a stale version is 409 with the profile', async () => {
    const { version } = await profile();
    const saved = await call('PUT', '/api/profile', {
      payload: { firstName: 'Paule', lastName: 'Durand', email: 'paule@example.test', version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      firstName: 'Paule',
      email: 'paule@example.test',
      version: version + 1,
    });
    const stale = await call('PUT', '/api/profile', {
      payload: { firstName: 'Old', lastName: 'Durand', email: '', version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_WRITE', details: { current: { firstName: 'Paule' } } });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
    expect(entry?.changes).toMatchObject({ firstName: { before: 'Paula', after: 'Paule' } });
    // The sign-in identity follows.
    const me = await call('GET', '/api/auth/me');
    expect(me.json().data.name).toBe('Paule Durand');
  });

  it('answers 400 with the failing fields, and never changes the phone', async () => {
    const { version, phone } = await profile();
    const bad = await call('PUT', '/api/profile', {
      payload: { firstName: '', lastName: 'Durand', email: 'not an email', version },
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().details.fields as { path: string }[]).map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'email']));
    const ignored = await call('PUT', '/api/profile', {
      payload: { firstName: 'Paule', lastName: 'Durand', email: null, phone: '+33611111111', version },
    });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.phone).toBe(phone);
  });

  it('changes the email (a way to sign in) only after a recent sign-in, and to an address nobody else holds', async () => {
    const other = await createUser(t.db, { roleId: null, firstName: 'Holder' });
    await t.db.update(users).set({ email: 'taken@example.test' }).where(eq(users.id, other.id));
    const taken = await call('PUT', '/api/profile', {
      payload: {
        firstName: 'Paule',
        lastName: 'Durand',
        email: 'Taken@example.test',
        version: (await profile()).version,
      },
    });
    expect(taken.json()).toMatchObject({ code: 'EMAIL_ALREADY_IN_USE' });

    await t.db.update(sessions).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    const { version } = await profile();
    const late = await call('PUT', '/api/profile', {
      payload: { firstName: 'Paule', lastName: 'Durand', email: 'new@example.test', version },
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'REQUIRES_RECENT_LOGIN' });
    // The name alone still changes.
    const renamed = await call('PUT', '/api/profile', {
      payload: { firstName: 'Paulette', lastName: 'Durand', email: (await profile()).email, version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('language and theme', () => {
  it('saves each on its own, keeps the other, and refuses unknown values', async () => {
    const locale = await call('PUT', '/api/profile/preferences', { payload: { locale: 'ar' } });
    expect(locale.json().data).toMatchObject({ locale: 'ar', theme: null });
    const theme = await call('PUT', '/api/profile/preferences', { payload: { theme: 'dark' } });
    expect(theme.json().data).toMatchObject({ locale: 'ar', theme: 'dark' });
    expect((await call('PUT', '/api/profile/preferences', { payload: { locale: 'de' } })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/profile/preferences', { payload: {} })).statusCode).toBe(400);
  });
});

describe('the photo', () => {
  it('stores an image, points photoURL at it and serves it to any signed-in user', async () => {
    const saved = await call('PUT', '/api/profile/photo', {
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const photoURL = (saved.json().data as Profile).photoURL ?? '';
    const url = new URL(photoURL);
    expect(url.pathname).toBe(`/api/profile/photos/${userId}`);
    const colleague = await signInAs(
      t,
      (await createUser(t.db, { roleId: (await createRole(t.db, { granted: [] })).id })).phone,
    );
    const served = await call('GET', `${url.pathname}${url.search}`, { as: colleague });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', '/api/auth/me')).json().data.photoURL).toBe(photoURL);
  });

  it('refuses what is not an image (whatever it claims), too large (413) or another body type (415)', async () => {
    const fake = await call('PUT', '/api/profile/photo', {
      payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      headers: { 'content-type': 'image/png' },
    });
    expect(fake.statusCode).toBe(415);
    const huge = await call('PUT', '/api/profile/photo', {
      payload: Buffer.concat([PNG, Buffer.alloc(600 * 1024)]),
      headers: { 'content-type': 'image/png' },
    });
    expect(huge.statusCode).toBe(413);
    const json = await call('PUT', '/api/profile/photo', { payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await profile()).photoURL).toContain('/api/profile/photos/');
  });

  it('removes the photo', async () => {
    const removed = await call('DELETE', '/api/profile/photo');
    expect(removed.json().data.photoURL).toBeNull();
    expect((await call('GET', `/api/profile/photos/${userId}`)).statusCode).toBe(404);
  });
});

describe('sessions', () => {
  const sessions = async (as = cookie) =>
    (await call('GET', '/api/profile/sessions', { as })).json().data as OwnSession[];

  it('lists the live sessions, the current one marked', async () => {
    const mine = await sessions();
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((session) => session.current)).toHaveLength(1);
    expect(mine[0]?.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("revokes another session (which is then signed out), and 404s an id that is not the caller's", async () => {
    const other = (await sessions(otherCookie)).find((session) => session.current);
    const revoked = await call('DELETE', `/api/profile/sessions/${other?.id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', '/api/profile', { as: otherCookie })).statusCode).toBe(401);
    // What that browser does on a 401: a fresh ID token, then /auth/refresh-token. The ended cookie stays ended.
    await resetRateLimits(t.db);
    const { idToken } = await obtainIdToken(t, (await profile()).phone);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: otherCookie },
      payload: { token: idToken },
    });
    expect(renewed.statusCode).toBe(401);
    expect((await call('DELETE', `/api/profile/sessions/${other?.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/profile/sessions/not-an-id')).statusCode).toBe(400);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'session'));
    expect(entry?.actorId).toBe(userId);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const phone = (await profile()).phone;
    const third = await signInAs(t, phone);
    const fourth = await signInAs(t, phone);
    const result = await call('POST', '/api/profile/sessions/revoke-others');
    expect(result.json()).toEqual({ data: { revoked: 2 } });
    expect((await call('GET', '/api/profile', { as: third })).statusCode).toBe(401);
    expect((await call('GET', '/api/profile', { as: fourth })).statusCode).toBe(401);
    const left = await sessions();
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
  });
});
