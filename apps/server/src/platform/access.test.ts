import { randomBytes } from 'node:crypto';
import { isRouteClosedToApiKeys } from '@brokerage/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys } from '@/db/schema/index.ts';
import { createRole, createUser, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import type { RegisteredRoute } from './access.ts';
import { isPublicRoute, routeId } from './public-routes.ts';
import { sha256 } from './secrets.ts';

let t: TestApp;
beforeAll(async () => {
  // One route of the test's own proves the guard even where a key guards no real route yet.
  t = await buildTestApp({}, async (api) => {
    api.get('/test/guarded', { config: { permission: 'UserModule:users:read' } }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const apiRoutes = () =>
  t.app.routeCatalogue.filter(
    (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
  );

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

const call = (route: RegisteredRoute, cookie?: string, apiKey?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: { ...(cookie ? { cookie } : {}), ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

/**
 * A key written straight to the database (the matrix needs one per permission key): the secret shape and hash
 * of `POST /api-keys`, with whatever permissions, expiry or revocation the test asks for.
 */
const insertApiKey = async ({
  createdById,
  permissions,
  expiresAt = new Date(Date.now() + 86_400_000),
  revokedAt = null,
}: {
  createdById: string;
  permissions: string[];
  expiresAt?: Date;
  revokedAt?: Date | null;
}) => {
  const prefix = randomBytes(4).toString('hex');
  const secret = `bo_${prefix}_${randomBytes(32).toString('base64url')}`;
  await t.db.insert(apiKeys).values({
    name: `matrix key ${prefix}`,
    prefix,
    secretHash: sha256(secret),
    permissions,
    createdById,
    expiresAt,
    revokedAt,
  });
  return secret;
};

/** A route guarded by several keys lets each of them through alone. */
const keysOf = (route: RegisteredRoute): readonly string[] =>
  typeof route.permission === 'string' ? [route.permission] : (route.permission ?? []);

describe('the authorization matrix', () => {
  it('finds a permission key or a place in the public allow-list on every registered route', () => {
    const undeclared = t.app.routeCatalogue.filter(
      (route) => route.permission === undefined && !isPublicRoute(route.method, route.url),
    );
    expect(undeclared).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(10);
  });

  it('answers 401 to an anonymous caller on every route that is not public', async () => {
    for (const route of apiRoutes().filter((candidate) => candidate.permission)) {
      const response = await call(route);
      expect({ route: routeId(route.method, route.url), status: response.statusCode }).toEqual({
        route: routeId(route.method, route.url),
        status: 401,
      });
    }
  });

  it('answers 403 Forbidden resource without the key and lets exactly that key through', async () => {
    const guarded = apiRoutes().filter((route) => route.permission && route.permission !== 'authenticated');
    const keys = [...new Set(guarded.flatMap(keysOf))];
    expect(keys).toContain('UserModule:users:read');
    expect(guarded.some((route) => keysOf(route).length > 1)).toBe(true);
    const outsider = await signInWithPermissions(t, []);
    for (const key of keys) {
      await resetRateLimits(t.db);
      const holder = await signInWithPermissions(t, [key]);
      for (const route of guarded.filter((candidate) => keysOf(candidate).includes(key))) {
        const denied = await call(route, outsider.cookie);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
        const allowed = await call(route, holder.cookie);
        expect([401, 403]).not.toContain(allowed.statusCode);
      }
    }
  });

  it('lets any signed-in user through on routes open to every authenticated user', async () => {
    const someone = await signInWithPermissions(t, []);
    for (const route of apiRoutes().filter((candidate) => candidate.permission === 'authenticated')) {
      const response = await call(route, someone.cookie);
      expect([401, 403]).not.toContain(response.statusCode);
    }
  });
});

/**
 * The sixth kind of caller: a script with `Authorization: Bearer <key>`. Its creator is root, so the key holds
 * exactly the permissions it was given, nothing of its creator's wider power.
 */
describe('the authorization matrix for API-key callers', () => {
  let creatorId: string;
  beforeAll(async () => {
    const root = await createRole(t.db, { name: 'root' });
    creatorId = (await createUser(t.db, { roleId: root.id })).id;
  });
  const keyRoutes = () =>
    apiRoutes().filter((route) => route.permission && !isRouteClosedToApiKeys(route.url));

  it('answers 403 to a key without the route’s permission and lets a key with exactly it through', async () => {
    const guarded = keyRoutes().filter((route) => route.permission !== 'authenticated');
    const keys = [...new Set(guarded.flatMap(keysOf))];
    expect(keys).toContain('VenteModule:ventes:read');
    const outsider = await insertApiKey({ createdById: creatorId, permissions: [] });
    for (const route of guarded) {
      // One key on every route: forget its hits so the matrix never grows into the key's rate limit.
      await resetRateLimits(t.db);
      const denied = await call(route, undefined, outsider);
      expect({ route: routeId(route.method, route.url), status: denied.statusCode }).toEqual({
        route: routeId(route.method, route.url),
        status: 403,
      });
      expect(denied.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
    }
    for (const key of keys) {
      await resetRateLimits(t.db);
      const holder = await insertApiKey({ createdById: creatorId, permissions: [key] });
      for (const route of guarded.filter((candidate) => keysOf(candidate).includes(key))) {
        const allowed = await call(route, undefined, holder);
        expect([401, 403], `${routeId(route.method, route.url)} with ${key}`).not.toContain(
          allowed.statusCode,
        );
      }
    }
  });

  it('lets a key through on routes open to every authenticated caller, outside identity and sessions', async () => {
    const key = await insertApiKey({ createdById: creatorId, permissions: [] });
    for (const route of keyRoutes().filter((candidate) => candidate.permission === 'authenticated')) {
      const response = await call(route, undefined, key);
      expect([401, 403]).not.toContain(response.statusCode);
    }
  });

  it('answers 401 to a revoked or an expired key on every route it could otherwise reach', async () => {
    const revoked = await insertApiKey({
      createdById: creatorId,
      permissions: ['VenteModule:ventes:read'],
      revokedAt: new Date(),
    });
    const expired = await insertApiKey({
      createdById: creatorId,
      permissions: ['VenteModule:ventes:read'],
      expiresAt: new Date(Date.now() - 1_000),
    });
    for (const route of keyRoutes()) {
      for (const [kind, key] of [
        ['revoked', revoked],
        ['expired', expired],
      ] as const) {
        const response = await call(route, undefined, key);
        expect({ route: routeId(route.method, route.url), kind, status: response.statusCode }).toEqual({
          route: routeId(route.method, route.url),
          kind,
          status: 401,
        });
      }
    }
  });

  it('refuses every key on the identity, session and API-key routes, public ones included', async () => {
    const everything = await insertApiKey({
      createdById: creatorId,
      permissions: [
        'ApiKeysModule:api-keys:read',
        'ApiKeysModule:api-keys:create',
        'ApiKeysModule:api-keys:delete',
      ],
    });
    const closed = apiRoutes().filter((route) => isRouteClosedToApiKeys(route.url));
    expect(closed.some((route) => route.url.startsWith('/api/identity'))).toBe(true);
    expect(closed.some((route) => route.url.startsWith('/api/auth'))).toBe(true);
    expect(closed.some((route) => route.url.startsWith('/api/api-keys'))).toBe(true);
    for (const route of closed) {
      const response = await call(route, undefined, everything);
      expect({ route: routeId(route.method, route.url), status: response.statusCode }).toEqual({
        route: routeId(route.method, route.url),
        status: 403,
      });
    }
  });
});

describe('GET /api/modules', () => {
  it('answers every module with its controllers and action keys', async () => {
    const someone = await signInWithPermissions(t, []);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/modules',
      headers: { cookie: someone.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { modules } = response.json();
    const vente = modules.find((module: { name: string }) => module.name === 'VenteModule');
    expect(vente.controllers).toContainEqual({
      name: 'ventes',
      actions: expect.arrayContaining(['VenteModule:ventes:read', 'VenteModule:ventes:create']),
    });
  });
});
