import { randomUUID } from 'node:crypto';
import { type AdminSession, CLEANUP_JOBS, type Cleanup } from '@brokerage/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  captchaUses,
  identityAccounts,
  listChanges,
  rateLimitHits,
  refreshTokens,
  revokedSessions,
  sessions,
  verificationCodes,
} from '@/db/schema/index.ts';
import { createRole, createUser, signInAs, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { obtainIdToken, resetRateLimits } from '@/test/identity-helpers.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };

const ALL_ADMIN_KEYS = [
  'AdminModule:admin:read',
  'AdminModule:sessions:read',
  'AdminModule:sessions:delete',
  'AdminModule:jobs:update',
  'AdminModule:audit-log:read',
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInWithPermissions(t, ALL_ADMIN_KEYS);
});
afterAll(() => t?.close());
beforeEach(() => resetRateLimits(t.db));

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const del = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'DELETE', url, headers: { cookie } });
const signedIn = async (cookie: string) => (await get('/api/auth/me', cookie)).statusCode;

/** A user with a role, signed in twice (two browsers): their two cookies. */
const userWithTwoSessions = async () => {
  const role = await createRole(t.db, { granted: ['UserModule:users:read'] });
  const user = await createUser(t.db, { roleId: role.id, firstName: `Sam${randomUUID().slice(0, 6)}` });
  const first = await signInAs(t, user.phone);
  await resetRateLimits(t.db);
  const second = await signInAs(t, user.phone);
  return { user, first, second };
};

const sessionsOf = async (userId: string): Promise<AdminSession[]> => {
  const response = await get(`/api/admin/sessions?userId=${userId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/admin/system', () => {
  it('answers the version, the database driver and a healthy database with its latency', async () => {
    const response = await get('/api/admin/system');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      version: t.app.appVersion,
      driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      database: { status: 'up' },
      nodeVersion: process.version,
    });
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('sessions', () => {
  it('lists the live sessions of a user with start, last activity, address and browser', async () => {
    const { user } = await userWithTwoSessions();
    const listed = await sessionsOf(user.id);
    expect(listed).toHaveLength(2);
    for (const session of listed) {
      expect(session).toMatchObject({
        user: { id: user.id, name: `${user.firstName} ${user.lastName}`, phone: user.phone },
        ip: '127.0.0.1',
        userAgent: expect.any(String),
        current: false,
      });
      expect(session.id).toMatch(/^[\w-]{43}$/);
    }
    const mine = await sessionsOf(admin.user.id);
    expect(mine.map((session) => session.current)).toEqual([true]);
  });

  it('finds sessions by name or phone and leaves expired ones out', async () => {
    const { user } = await userWithTwoSessions();
    const byName = await get(`/api/admin/sessions?search=${encodeURIComponent(user.firstName)}`);
    expect(byName.json().total).toBe(2);
    const byPhone = await get(`/api/admin/sessions?search=${encodeURIComponent(user.phone.slice(-6))}`);
    expect(byPhone.json().data.map((session: AdminSession) => session.user.id)).toContain(user.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, user.id));
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('revokes one session: that cookie is 401 at once, the other still works', async () => {
    const { user, first, second } = await userWithTwoSessions();
    expect(await signedIn(first)).toBe(200);
    const [target] = await sessionsOf(user.id);
    if (!target) throw new Error('no session');
    const response = await del(`/api/admin/sessions/${target.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ revoked: 1 });
    const statuses = [await signedIn(first), await signedIn(second)].sort();
    expect(statuses).toEqual([200, 401]);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await del(`/api/admin/sessions/${target.id}`)).statusCode).toBe(404);

    const history = await get(`/api/audit-log?entity=session&entityId=${user.id}`);
    expect(history.json().data[0]).toMatchObject({
      action: 'delete',
      actor: { id: admin.user.id },
      changes: { sessions: { before: 1, after: null } },
    });
  });

  it("revokes every session of a user at once, and no one else's", async () => {
    const { user, first, second } = await userWithTwoSessions();
    const other = await userWithTwoSessions();
    const response = await del(`/api/admin/users/${user.id}/sessions`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ revoked: 2 });
    expect(await signedIn(first)).toBe(401);
    expect(await signedIn(second)).toBe(401);
    expect(await signedIn(other.first)).toBe(200);
    expect((await del(`/api/admin/users/${user.id}/sessions`)).json().data).toEqual({ revoked: 0 });
    expect((await del(`/api/admin/users/${randomUUID()}/sessions`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a malformed id', async () => {
    for (const [url, field] of [
      ['/api/admin/sessions/not-a-hash', 'id'],
      ['/api/admin/users/42/sessions', 'userId'],
    ] as const) {
      const response = await del(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields.map((entry: { path: string }) => entry.path)).toEqual([field]);
    }
    const query = await get('/api/admin/sessions?userId=bob');
    expect(query.statusCode).toBe(400);
  });
});

/** What the web does on a 401: a fresh ID token from the identity service, then `/auth/refresh-token`. */
const renew = async (cookie: string, phone: string) => {
  await resetRateLimits(t.db);
  const { idToken } = await obtainIdToken(t, phone);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { cookie },
    payload: { token: idToken },
  });
};

describe('a revoked session', () => {
  it('cannot be renewed by its browser, which must sign in again; another session of the user can', async () => {
    const { user, first, second } = await userWithTwoSessions();
    const listed = await sessionsOf(user.id);
    // Revoke the session of the first cookie: find it by elimination after checking which one is live.
    const target = listed[0];
    if (!target) throw new Error('no session');
    await del(`/api/admin/sessions/${target.id}`);
    const [revoked, kept] = (await signedIn(first)) === 401 ? [first, second] : [second, first];

    const refused = await renew(revoked, user.phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(String(refused.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const renewed = await renew(kept, user.phone);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ message: 'Session extended' });

    // Signing in again (a new SMS code) opens a new session as usual.
    await resetRateLimits(t.db);
    const again = await signInAs(t, user.phone);
    expect(await signedIn(again)).toBe(200);
  });

  it('ends the sign-in behind it: its refresh cookie and its ID token open no new session', async () => {
    const role = await createRole(t.db, { granted: ['UserModule:users:read'] });
    const user = await createUser(t.db, { roleId: role.id, firstName: `Ida${randomUUID().slice(0, 6)}` });
    await resetRateLimits(t.db);
    const { idToken, refreshCookie } = await obtainIdToken(t, user.phone);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: idToken },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [session] = await sessionsOf(user.id);
    await del(`/api/admin/sessions/${session?.id}`);

    // The stolen laptop's two ways back in: the ID token it still holds, and a new one from its refresh cookie.
    const withOldToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: idToken },
    });
    expect(withOldToken.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/identity/token',
      headers: { cookie: refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it("revoked with all of the user's sessions also loses its identity refresh tokens", async () => {
    const { user } = await userWithTwoSessions();
    await del(`/api/admin/users/${user.id}/sessions`);
    const [account] = await t.db
      .select({ id: identityAccounts.id })
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, user.phone));
    const tokens = await t.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account?.id ?? ''));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
  });
});

describe('permissions', () => {
  it('answers 403 Forbidden resource to a role without the key, 401 without a session', async () => {
    const reader = await signInWithPermissions(t, ['AdminModule:sessions:read']);
    const { user } = await userWithTwoSessions();
    const [target] = await sessionsOf(user.id);
    const routes = [
      ['GET', '/api/admin/system'],
      ['GET', '/api/admin/cleanups'],
      ['POST', '/api/admin/cleanups/cleanup.captcha-uses/run'],
      ['DELETE', `/api/admin/sessions/${target?.id}`],
      ['DELETE', `/api/admin/users/${user.id}/sessions`],
    ] as const;
    for (const [method, url] of routes) {
      const denied = await t.app.inject({ method, url, headers: { cookie: reader.cookie } });
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message).toBe('Forbidden resource');
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect(await sessionsOf(user.id)).toHaveLength(2);
    const noRead = await signInWithPermissions(t, ['AdminModule:admin:read']);
    expect((await get('/api/admin/sessions', noRead.cookie)).statusCode).toBe(403);
  });
});

describe('cleanup jobs', () => {
  const HOUR = 3_600_000;
  const ago = (ms: number) => new Date(Date.now() - ms);
  const marker = randomUUID().slice(0, 8);

  /** One old and one recent row in each table the cleanups sweep. */
  const seed = async () => {
    const role = await createRole(t.db, { granted: [] });
    const user = await createUser(t.db, { roleId: role.id });
    await t.db.insert(sessions).values([
      { idHash: `old-${marker}`, userId: user.id, expiresAt: ago(60_000) },
      { idHash: `live-${marker}`, userId: user.id, expiresAt: ago(-HOUR) },
    ]);
    await t.db.insert(revokedSessions).values([
      { idHash: `old-${marker}`, userId: user.id, expiresAt: ago(60_000) },
      { idHash: `live-${marker}`, userId: user.id, expiresAt: ago(-HOUR) },
    ]);
    await t.db.insert(rateLimitHits).values([
      { bucket: `old-${marker}`, hitAt: ago(25 * HOUR) },
      { bucket: `live-${marker}`, hitAt: ago(23 * HOUR) },
    ]);
    await t.db.insert(captchaUses).values([
      { challengeId: `old-${marker}`, usedAt: ago(11 * 60_000) },
      { challengeId: `live-${marker}`, usedAt: ago(60_000) },
    ]);
    const code = { phoneNumber: `+33${marker}`, purpose: 'sign-in' as const, codeHash: 'x' };
    await t.db.insert(verificationCodes).values([
      { ...code, sessionInfoHash: `old-${marker}`, expiresAt: ago(25 * HOUR) },
      { ...code, sessionInfoHash: `expired-${marker}`, expiresAt: ago(HOUR) },
      { ...code, sessionInfoHash: `live-${marker}`, expiresAt: ago(-HOUR) },
    ]);
    const [account] = await t.db
      .insert(identityAccounts)
      .values({ phoneNumber: `+33${marker}` })
      .returning();
    if (!account) throw new Error('no account');
    const familyId = randomUUID();
    await t.db.insert(refreshTokens).values([
      { accountId: account.id, familyId, tokenHash: `old-${marker}`, expiresAt: ago(60_000) },
      { accountId: account.id, familyId, tokenHash: `live-${marker}`, expiresAt: ago(-HOUR) },
    ]);
    await t.db.insert(listChanges).values([
      { source: `old-${marker}`, xid: 1, changedAt: ago(HOUR + 60_000) },
      { source: `live-${marker}`, xid: 1, changedAt: ago(HOUR - 60_000) },
    ]);
  };

  const left = async () => ({
    sessions: (
      await t.db
        .select({ key: sessions.idHash })
        .from(sessions)
        .where(inArray(sessions.idHash, [`old-${marker}`, `live-${marker}`]))
    ).map((row) => row.key),
    revokedSessions: (
      await t.db
        .select({ key: revokedSessions.idHash })
        .from(revokedSessions)
        .where(inArray(revokedSessions.idHash, [`old-${marker}`, `live-${marker}`]))
    ).map((row) => row.key),
    rateLimitHits: (
      await t.db
        .select({ key: rateLimitHits.bucket })
        .from(rateLimitHits)
        .where(inArray(rateLimitHits.bucket, [`old-${marker}`, `live-${marker}`]))
    ).map((row) => row.key),
    captchaUses: (
      await t.db
        .select({ key: captchaUses.challengeId })
        .from(captchaUses)
        .where(inArray(captchaUses.challengeId, [`old-${marker}`, `live-${marker}`]))
    ).map((row) => row.key),
    verificationCodes: (
      await t.db
        .select({ key: verificationCodes.sessionInfoHash })
        .from(verificationCodes)
        .where(eq(verificationCodes.phoneNumber, `+33${marker}`))
    )
      .map((row) => row.key)
      .sort(),
    refreshTokens: (
      await t.db
        .select({ key: refreshTokens.tokenHash })
        .from(refreshTokens)
        .where(inArray(refreshTokens.tokenHash, [`old-${marker}`, `live-${marker}`]))
    ).map((row) => row.key),
    listChanges: (
      await t.db
        .select({ key: listChanges.source })
        .from(listChanges)
        .where(inArray(listChanges.source, [`old-${marker}`, `live-${marker}`]))
    ).map((row) => row.key),
  });

  it('delete only what is old, each as its own scheduled job', async () => {
    await seed();
    // The jobs the schedules would enqueue; the test app never fires its clock.
    for (const job of CLEANUP_JOBS) await t.app.jobs.enqueue(t.db, job, {});
    expect(await t.app.jobs.runDue()).toBe(CLEANUP_JOBS.length);
    expect(await left()).toEqual({
      sessions: [`live-${marker}`],
      revokedSessions: [`live-${marker}`],
      rateLimitHits: [`live-${marker}`],
      captchaUses: [`live-${marker}`],
      verificationCodes: [`expired-${marker}`, `live-${marker}`],
      refreshTokens: [`live-${marker}`],
      listChanges: [`live-${marker}`],
    });
    // A second run finds nothing more of ours.
    for (const job of CLEANUP_JOBS) await t.app.jobs.enqueue(t.db, job, {});
    await t.app.jobs.runDue();
    expect((await left()).verificationCodes).toEqual([`expired-${marker}`, `live-${marker}`]);
  });

  it('are listed with their schedule and latest run', async () => {
    const response = await get('/api/admin/cleanups');
    expect(response.statusCode, response.body).toBe(200);
    const cleanups: Cleanup[] = response.json().data;
    expect(cleanups.map((cleanup) => cleanup.job)).toEqual([...CLEANUP_JOBS]);
    const sessionsCleanup = cleanups.find((cleanup) => cleanup.job === 'cleanup.expired-sessions');
    expect(sessionsCleanup).toMatchObject({ cron: '5 * * * *', timeZone: 'UTC', lastRun: { deleted: 0 } });
    expect(sessionsCleanup?.deletedLast30Days).toBeGreaterThanOrEqual(1);
    const schedules = t.app.jobs.registered().filter((job) => job.name.startsWith('cleanup.'));
    expect(schedules.map((job) => job.schedule?.cron)).toEqual([
      '25 * * * *',
      '5 * * * *',
      '55 * * * *',
      '15 * * * *',
      '45 * * * *',
      '50 3 * * *',
      '35 * * * *',
    ]);
  });

  it('run on demand from the console', async () => {
    await t.db.insert(captchaUses).values({ challengeId: `again-${marker}`, usedAt: ago(HOUR) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cleanups/cleanup.captcha-uses/run',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ job: 'cleanup.captcha-uses', deleted: 1 });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cleanups/cleanup.everything/run',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
