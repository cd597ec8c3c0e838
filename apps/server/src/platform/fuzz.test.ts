import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { seedDemoSales } from '@/db/seed/demo-sales.ts';
import { seedQuestionnaire } from '@/db/seed/questionnaire.ts';
import { DEMO_ACCOUNTS, seedDemo, seedRoles } from '@/db/seed/seed.ts';
import { seedTariffs } from '@/db/seed/tariffs.ts';
import { signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  jsonSchemaOf,
  MALFORMED_JSON_BODIES,
  MALFORMED_URL_VALUES,
  MALFORMED_VALUES,
  plausibleValue,
  propertyNames,
  type Random,
  seededRandom,
} from '@/test/fuzz-inputs.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import type { RegisteredRoute } from './access.ts';

/**
 * Issue 8: malformed input answers 4xx, never 5xx. Every API route of the catalogue receives requests built
 * from its own schemas with one part broken (a path parameter, a query value, a body field, the JSON itself),
 * sent as root so that the permission check lets them reach validation and the services.
 */
const SEED = 20_261_122;
const MINIMUM_REQUESTS = 1_000;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
let rootCookie: string;
const knownIds: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await seedRoles(t.db);
  await seedCatalogue(t.db);
  await seedTariffs(t.db);
  await seedQuestionnaire(t.db);
  await seedDemo(t.db);
  // Signed sales, reviews and contracts (issue 11): real ids for the quality-control and contract routes.
  await seedDemoSales(t.db, { appSecret: t.app.appSecret });
  const root = DEMO_ACCOUNTS.find((account) => account.role === 'root');
  if (!root) throw new Error('no demo root');
  rootCookie = await signInAs(t, root.phone);
  // Real records as path parameters let a broken body reach the services, not just the 404.
  await t.app.inject({ method: 'POST', url: '/api/ventes', headers: { cookie: rootCookie }, payload: {} });
  for (const list of [
    'users',
    'roles',
    'companies',
    'teams',
    'questions',
    'products',
    'project-objectives',
    'ventes',
    'contrats',
    'quality-control/queue',
  ]) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${list}`,
      headers: { cookie: rootCookie },
    });
    for (const row of (response.json().data ?? []) as { id?: string; saleId?: string }[]) {
      const id = row.id ?? row.saleId;
      if (id) knownIds.push(id);
    }
  }
}, 60_000);
afterAll(() => t.close());

/** Routes that would end the fuzzer's own session are left out; everything else under /api is walked. */
const fuzzedRoutes = () =>
  t.app.routeCatalogue.filter(
    (route) =>
      route.url.startsWith('/api') &&
      route.method !== 'HEAD' &&
      !route.url.startsWith('/api/docs') &&
      !route.url.includes('logout'),
  );

const plausibleParam = (name: string, random: Random) => {
  if (name === 'provider' || name === 'type') return 'actudata';
  if (name === 'code') return 'SANTE_ESSENTIEL';
  if (name === 'name') return 'UserModule';
  return knownIds.length > 0 ? random.pick(knownIds) : '00000000-0000-4000-8000-000000000000';
};

interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** Every free-text query value and body field at once: NUL, then a control character, then a huge text. */
const SWEEPS = ['a\u0000b', 'a\u001Bb', 'z'.repeat(100_000)];

const buildSweep = (route: RegisteredRoute, freeText: string): FuzzRequest => {
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(plausibleParam(name, seededRandom(0))),
  );
  const query = (plausibleValue(jsonSchemaOf(route.schema?.querystring), freeText) ?? {}) as Record<
    string,
    unknown
  >;
  const queryString = new URLSearchParams({ search: freeText });
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') queryString.set(key, String(value));
  }
  const request: FuzzRequest = { method: route.method, url: `${url}?${queryString}` };
  if (!BODY_METHODS.has(route.method)) return request;
  const body = plausibleValue(jsonSchemaOf(route.schema?.body), freeText) ?? {};
  return { ...request, payload: JSON.stringify(body), contentType: 'application/json' };
};

const buildRequest = (route: RegisteredRoute, random: Random, attempt: number): FuzzRequest => {
  const sweep = SWEEPS[attempt];
  if (sweep !== undefined) return buildSweep(route, sweep);
  const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const parts = [
    'query',
    ...(params.length ? ['path'] : []),
    ...(BODY_METHODS.has(route.method) ? ['body', 'json'] : []),
  ];
  const broken = random.pick(parts);

  const brokenParam = broken === 'path' ? random.pick(params) : undefined;
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === brokenParam
      ? random.pick(MALFORMED_URL_VALUES)
      : encodeURIComponent(plausibleParam(name, random)),
  );

  const queryValues = Object.entries((plausibleValue(querySchema) ?? {}) as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  if (broken === 'query') {
    const keys = [...propertyNames(querySchema), 'search', 'page', 'pageSize', 'sort', 'order'];
    const key = random.pick(keys);
    queryValues.push(`${key}=${random.pick(MALFORMED_URL_VALUES)}`);
    if (random.next() < 0.3) queryValues.push(`${key}=${random.pick(MALFORMED_URL_VALUES)}`);
  }
  const fullUrl = queryValues.length ? `${url}?${queryValues.join('&')}` : url;
  if (!BODY_METHODS.has(route.method)) return { method: route.method, url: fullUrl };

  if (broken === 'json') {
    return {
      method: route.method,
      url: fullUrl,
      payload: random.pick(MALFORMED_JSON_BODIES),
      contentType: 'application/json',
    };
  }
  const body = plausibleValue(bodySchema) ?? {};
  if (broken === 'body') {
    const fields = propertyNames(bodySchema);
    if (fields.length === 0 || random.next() < 0.15) {
      return {
        method: route.method,
        url: fullUrl,
        payload: JSON.stringify(random.pick(MALFORMED_VALUES)),
        contentType: 'application/json',
      };
    }
    (body as Record<string, unknown>)[random.pick(fields)] = random.pick(MALFORMED_VALUES);
  }
  return {
    method: route.method,
    url: fullUrl,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  };
};

describe('the fuzzer', () => {
  it('sends at least 1,000 malformed requests over every route and gets no 5xx', async () => {
    const random = seededRandom(SEED);
    const routes = fuzzedRoutes();
    const perRoute = Math.ceil(MINIMUM_REQUESTS / routes.length) + 2;
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      await resetRateLimits(t.db);
      for (let attempt = 0; attempt < perRoute; attempt += 1) {
        const request = buildRequest(route, random, attempt);
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            cookie: rootCookie,
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        sent += 1;
        if (response.statusCode >= 500) {
          failures.push(
            `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    process.stdout.write(
      `fuzz: ${sent} malformed requests over ${routes.length} routes, ${failures.length} answered 5xx\n`,
    );
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(failures).toEqual([]);
  }, 120_000);
});
