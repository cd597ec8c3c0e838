import { buildPermissionsMap } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, rateLimitHits, roles, users } from '@/db/schema/index.ts';
import { API_KEY_RATE_LIMIT } from '@/platform/api-key-auth.ts';
import { createRole, createUser, signInAs, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';

let t: TestApp;
let rootCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const root = await createRole(t.db, { name: 'root' });
  const user = await createUser(t.db, { roleId: root.id, firstName: 'Rita' });
  rootCookie = await signInAs(t, user.phone);
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const createKey = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload });

const keyFor = async (cookie: string, permissions: string[], name = 'Reporting') => {
  const response = await createKey(cookie, { name, expiresAt: inDays(30), permissions });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string; prefix: string }; secret: string }>();
};

const withKey = (secret: string, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });

describe('POST /api/api-keys', () => {
  it('answers the secret once, stores only its hash, and lists the key with prefix, creator and status', async () => {
    const { data, secret } = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    expect(secret).toMatch(/^bo_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${data.prefix}_`)).toBe(true);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(stored?.secretHash).not.toContain(secret.slice(12));
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: rootCookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: data.id,
        prefix: data.prefix,
        status: 'active',
        lastUsedAt: null,
        createdBy: expect.objectContaining({ name: 'Rita User' }),
        permissions: ['VenteModule:ventes:read'],
      }),
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api-key'), eq(auditLog.entityId, data.id)));
    expect(audit?.action).toBe('create');
    expect(JSON.stringify(audit?.changes)).not.toContain(stored?.secretHash ?? 'none');
  });

  it('refuses, naming them, the keys a non-root creator does not hold', async () => {
    const creator = await signInWithPermissions(t, [
      'ApiKeysModule:api-keys:create',
      'VenteModule:ventes:read',
    ]);
    const response = await createKey(creator.cookie, {
      name: 'Too wide',
      expiresAt: inDays(30),
      permissions: ['VenteModule:ventes:read', 'UserModule:users:read', 'RoleModule:roles:update'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [{ path: 'permissions' }],
        refusedPermissions: ['RoleModule:roles:update', 'UserModule:users:read'],
      },
    });
    expect(response.json().message).toContain('UserModule:users:read');
    expect(
      (
        await createKey(creator.cookie, {
          name: 'Fits',
          expiresAt: inDays(1),
          permissions: ['VenteModule:ventes:read'],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a key of a module switched off for a non-root creator', async () => {
    const creator = await signInWithPermissions(t, [
      'ApiKeysModule:api-keys:create',
      'CompanyModule:companies:read',
    ]);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/modules/CompanyModule',
      headers: { cookie: rootCookie },
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const response = await createKey(creator.cookie, {
        name: 'Switched off',
        expiresAt: inDays(10),
        permissions: ['CompanyModule:companies:read'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.refusedPermissions).toEqual(['CompanyModule:companies:read']);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/modules/CompanyModule',
        headers: { cookie: rootCookie },
        payload: { enabled: true },
      });
    }
  });

  it('requires a name, a bounded expiry in the future and known permission keys', async () => {
    const cases = [
      [{ expiresAt: inDays(5), permissions: ['VenteModule:ventes:read'] }, 'name'],
      [{ name: 'x', expiresAt: inDays(-1), permissions: ['VenteModule:ventes:read'] }, 'expiresAt'],
      [{ name: 'x', expiresAt: inDays(400), permissions: ['VenteModule:ventes:read'] }, 'expiresAt'],
      [{ name: 'x', expiresAt: 'tomorrow', permissions: ['VenteModule:ventes:read'] }, 'expiresAt'],
      [{ name: 'x', expiresAt: inDays(5), permissions: [] }, 'permissions'],
      [{ name: 'x', expiresAt: inDays(5), permissions: ['Nope:nope:read'] }, 'permissions.0'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await createKey(rootCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.fields.map((failure: { path: string }) => failure.path)).toContain(
        field,
      );
    }
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.name, 'x'))).toEqual([]);
  });
});

describe('Authorization: Bearer <key>', () => {
  it('passes the same access check as a session: its keys pass, others are 403', async () => {
    const { secret } = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    expect((await withKey(secret, 'GET', '/api/ventes')).statusCode).toBe(200);
    const outside = await withKey(secret, 'GET', '/api/users');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
  });

  it('is refused on identity, session and API-key routes, even public ones', async () => {
    const { secret } = await keyFor(rootCookie, [
      'ApiKeysModule:api-keys:create',
      'ApiKeysModule:api-keys:read',
    ]);
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/check-session'],
      ['POST', '/api/auth/set-cookie'],
      ['POST', '/api/identity/verification-codes'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
    ] as const) {
      const response = await withKey(secret, method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json().message).toBe('API keys cannot be used on sign-in, session or API key routes.');
    }
  });

  it('answers 401 to an unknown, malformed, revoked or expired key', async () => {
    const { data, secret } = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    const unknown = `${secret.slice(0, -4)}AAAA`;
    expect((await withKey(unknown, 'GET', '/api/ventes')).json().message).toBe('The API key is not valid.');
    expect((await withKey('nonsense', 'GET', '/api/ventes')).statusCode).toBe(401);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${data.id}`,
      headers: { cookie: rootCookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const afterRevoke = await withKey(secret, 'GET', '/api/ventes');
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'The API key has been revoked.',
    });

    const other = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, other.data.id));
    const expired = await withKey(other.secret, 'GET', '/api/ventes');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('The API key has expired.');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/api-keys/${other.data.id}`,
      headers: { cookie: rootCookie },
    });
    expect(listed.json().data.status).toBe('expired');
  });

  it('loses what its creator loses, and stops when the creator is disabled', async () => {
    const creator = await signInWithPermissions(t, [
      'ApiKeysModule:api-keys:create',
      'VenteModule:ventes:read',
      'UserModule:users:read',
    ]);
    const { secret } = await keyFor(creator.cookie, ['VenteModule:ventes:read', 'UserModule:users:read']);
    expect((await withKey(secret, 'GET', '/api/users')).statusCode).toBe(200);
    await t.db
      .update(roles)
      .set({ permissions: buildPermissionsMap(['ApiKeysModule:api-keys:create', 'VenteModule:ventes:read']) })
      .where(eq(roles.id, creator.role.id));
    expect((await withKey(secret, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await withKey(secret, 'GET', '/api/ventes')).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, creator.user.id));
    expect((await withKey(secret, 'GET', '/api/ventes')).statusCode).toBe(401);
  });

  it('acts within its creator’s data scope', async () => {
    const creator = await signInWithPermissions(
      t,
      ['ApiKeysModule:api-keys:create', 'UserModule:users:read'],
      'own',
    );
    const { secret } = await keyFor(creator.cookie, ['UserModule:users:read']);
    const response = await withKey(secret, 'GET', '/api/users?pageSize=100');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((user: { id: string }) => user.id)).toEqual([creator.user.id]);
  });

  it('signs its writes in the audit trail as the creator via the key', async () => {
    const { data, secret } = await keyFor(rootCookie, ['CompanyModule:companies:create'], 'Partner sync');
    const created = await withKey(secret, 'POST', '/api/companies', { name: 'Written by a key' });
    expect(created.statusCode, created.body).toBe(201);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, created.json().data.id)));
    expect(entry?.actorName).toBe(`Rita User via API key Partner sync (${data.prefix})`);
  });

  it('records its last use at most once a minute', async () => {
    const { data, secret } = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    await withKey(secret, 'GET', '/api/ventes');
    const [first] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(first?.lastUsedAt).toBeInstanceOf(Date);
    await withKey(secret, 'GET', '/api/ventes');
    const [second] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(second?.lastUsedAt?.getTime()).toBe(first?.lastUsedAt?.getTime());
  });

  it('is rate-limited per key with 429 and Retry-After', async () => {
    const { data, secret } = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    const other = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    const hitAt = new Date();
    await t.db
      .insert(rateLimitHits)
      .values(
        Array.from({ length: API_KEY_RATE_LIMIT.max }, () => ({ bucket: `api-key:${data.id}`, hitAt })),
      );
    const limited = await withKey(secret, 'GET', '/api/ventes');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(other.secret, 'GET', '/api/ventes')).statusCode).toBe(200);
  });
});

describe('DELETE /api/api-keys/:id', () => {
  it('needs api-keys:delete, answers 404 outside the caller’s scope, and is audited', async () => {
    const { data } = await keyFor(rootCookie, ['VenteModule:ventes:read']);
    const reader = await signInWithPermissions(t, ['ApiKeysModule:api-keys:read']);
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${data.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(denied.statusCode).toBe(403);
    const ownScope = await signInWithPermissions(t, ['ApiKeysModule:api-keys:delete'], 'own');
    const hidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${data.id}`,
      headers: { cookie: ownScope.cookie },
    });
    expect(hidden.statusCode).toBe(404);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${data.id}`,
      headers: { cookie: rootCookie },
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api-key'), eq(auditLog.entityId, data.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  });
});
