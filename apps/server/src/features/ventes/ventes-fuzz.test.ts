import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  jsonSchemaOf,
  MALFORMED_JSON_BODIES,
  MALFORMED_URL_VALUES,
  MALFORMED_VALUES,
  plausibleValue,
  propertyNames,
  seededRandom,
} from '@/test/fuzz-inputs.ts';
import {
  createOrganisation,
  insertQuote,
  insertSale,
  type Member,
  signInMember,
} from '@/test/sale-fixtures.ts';

/**
 * The platform fuzzer walks every route with ids of other records; this one aims at the sale routes with a real
 * sale (and its quote) of a seller in a team, so broken bodies and queries reach the sale services: 4xx, never 5xx.
 */
const SEED = 9_092_026;
const PER_ROUTE = 80;
let t: TestApp;
let seller: Member;
let saleId: string;
let quoteHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  const org = await createOrganisation(t.db);
  seller = await signInMember(t, { dataScope: 'team', companyId: org.homeId, teamId: org.teamId });
  saleId = (await insertSale(t.db, seller.user)).id;
  quoteHash = (await insertQuote(t.db, { saleId })).quoteHash;
});
afterAll(() => t.close());

/** A valid request per route, one part of which is then broken, so that most requests pass validation. */
const validBody = (url: string, method: string): Record<string, unknown> | undefined => {
  if (method === 'POST')
    return { call: { channel: 'in_person', callConsentAt: null, recordingAnnouncedAt: null } };
  if (url.endsWith('/status')) return { status: 'lost', reason: 'Fuzz', version: 1 };
  if (url.endsWith('/quote-hash')) return { quoteHash, providerType: 'actudata', version: 1 };
  if (method === 'PUT') {
    return {
      version: 1,
      objectiveIds: [],
      formData: { providerType: 'actudata', gammeCode: 'SANTE_ESSENTIEL', answers: {} },
    };
  }
  return undefined;
};
const VALID_QUERY = [
  'status=draft',
  'providerType=actudata',
  'gammeCode=SANTE_ESSENTIEL',
  'createdFrom=2026-01-01',
  'createdTo=2026-12-31',
  'premiumMinCents=0',
  'search=dupont',
  'sort=createdAt',
];

describe('sale routes under malformed input', () => {
  it('answer 4xx, never 5xx', async () => {
    const random = seededRandom(SEED);
    // The sale's own writes come last (status makes it lost, DELETE removes it), so the others meet a live draft.
    const rank = (url: string, method: string) =>
      method === 'DELETE' ? 3 : url.endsWith('/status') ? 2 : method === 'GET' ? 0 : 1;
    const routes = t.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/ventes') && route.method !== 'HEAD')
      .sort((left, right) => rank(left.url, left.method) - rank(right.url, right.method));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    for (const route of routes) {
      const querySchema = jsonSchemaOf(route.schema?.querystring);
      const bodySchema = jsonSchemaOf(route.schema?.body);
      for (let attempt = 0; attempt < PER_ROUTE; attempt += 1) {
        const url = route.url.replace(':id', attempt % 10 === 0 ? random.pick(MALFORMED_URL_VALUES) : saleId);
        const query =
          random.next() < 0.5
            ? VALID_QUERY.filter(() => random.next() < 0.5)
            : Object.entries((plausibleValue(querySchema) ?? {}) as Record<string, unknown>)
                .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
                .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
        const queryKeys = [...propertyNames(querySchema), 'search'];
        if (random.next() < 0.5) query.push(`${random.pick(queryKeys)}=${random.pick(MALFORMED_URL_VALUES)}`);
        let payload: string | undefined;
        if (route.method === 'POST' || route.method === 'PUT') {
          const valid = random.next() < 0.6 ? validBody(route.url, route.method) : undefined;
          const body = valid ?? ((plausibleValue(bodySchema) ?? {}) as Record<string, unknown>);
          const fields = propertyNames(bodySchema);
          if (fields.length > 0 && random.next() < 0.5)
            body[random.pick(fields)] = random.pick(MALFORMED_VALUES);
          payload = random.next() < 0.1 ? random.pick(MALFORMED_JSON_BODIES) : JSON.stringify(body);
        }
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: query.length ? `${url}?${query.join('&')}` : url,
          headers: { cookie: seller.cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
          ...(payload ? { payload } : {}),
        });
        if (response.statusCode >= 500) {
          failures.push(`${route.method} ${url} ${payload?.slice(0, 200)} → ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
