import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import type { RegisteredRoute } from './access.ts';
import { isPublicRoute, routeId } from './public-routes.ts';

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

const call = (route: RegisteredRoute, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

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
    // A route guarded by several keys lets each of them through alone.
    const keysOf = (route: RegisteredRoute): readonly string[] =>
      typeof route.permission === 'string' ? [route.permission] : (route.permission ?? []);
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
