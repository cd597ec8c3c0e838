import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffZones } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import { callerFor, crudKeys, expectAnswer, readHistory } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let auditor: string;

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  admin = await signInWithPermissions(t, [...crudKeys('VenteModule:produits')]);
  await resetRateLimits(t.db);
  auditor = (await signInWithPermissions(t, ['AdminModule:audit-log:read'])).cookie;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

interface ProductBody {
  id: string;
  code: string;
  name: string;
  level: number;
  gammeCode: string;
  active: boolean;
  pricingRules: Record<string, unknown>;
  guarantees: unknown[];
  tariffRows: number;
}

let counter = 0;
const createProduct = async (payload: Record<string, unknown> = {}) => {
  counter += 1;
  const response = await call('POST', '/api/products', {
    providerType: 'actudata',
    gammeCode: 'SANTE_FAMILLE',
    code: `FAM_${counter}`,
    name: `Famille ${counter}`,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ProductBody;
};

const historyOf = (entityId: string) => readHistory(t, auditor, 'product', entityId);

const GUARANTEES = [
  { category: 'hospitalisation', label: 'Chambre particulière', value: '50 € / jour' },
  { category: 'optical', label: 'Lunettes', value: '200 € / 2 ans' },
];

describe('POST /api/products', () => {
  it('creates a product with its guarantees and rules and writes an audit entry when the input is valid', async () => {
    const response = await call('POST', '/api/products', {
      providerType: 'actudata',
      gammeCode: 'SANTE_ESSENTIEL.CONFORT',
      code: 'ESS_CONFORT_TEST',
      name: 'Essentiel Confort',
      level: 2,
      description: 'Specialists and glasses.',
      guarantees: GUARANTEES,
      pricingRules: { freeFromChildRank: 3, childMaxAge: 25, spouseDiscountPercent: 7.5 },
    });
    expect(response.statusCode).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      providerType: 'actudata',
      gammeCode: 'SANTE_ESSENTIEL.CONFORT',
      code: 'ESS_CONFORT_TEST',
      level: 2,
      active: true,
      currency: 'EUR',
      guarantees: GUARANTEES,
      pricingRules: { freeFromChildRank: 3, childMaxAge: 25, spouseDiscountPercent: 7.5 },
      tariffRows: 0,
    });
    const [entry] = await historyOf(product.id);
    expect(entry).toMatchObject({ action: 'create', actor: { id: admin.user.id } });
  });

  it('answers 400 with the failing fields when the input is malformed', async () => {
    const response = await call('POST', '/api/products', {
      providerType: 'actudata',
      code: 'lower case',
      name: '',
      level: 0,
      guarantees: [{ category: 'spa', label: 'Sauna', value: 'yes' }],
      pricingRules: { freeFromChildRank: 0, childMaxAge: 20, spouseDiscountPercent: 150 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const paths = response.json().details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'gammeCode',
        'code',
        'name',
        'level',
        'guarantees.0.category',
        'pricingRules.freeFromChildRank',
        'pricingRules.spouseDiscountPercent',
      ]),
    );
  });

  it.each([
    [
      'the provider type',
      { providerType: 'nobody', gammeCode: 'SANTE_FAMILLE' },
      { path: 'providerType', message: "Unknown provider type 'nobody'." },
    ],
    [
      'the gamme',
      { providerType: 'santeplus', gammeCode: 'SANTE_FAMILLE' },
      { path: 'gammeCode', message: 'Unknown product line SANTE_FAMILLE for santeplus.' },
    ],
  ])('answers 400 naming the field when %s does not exist', async (_what, catalogue, field) => {
    const response = await call('POST', '/api/products', { ...catalogue, code: 'X1', name: 'X' });
    expectAnswer(response, 400, { details: { fields: [field] } });
  });

  it('answers 409 when the code exists for that provider type and accepts it under another one', async () => {
    await createProduct({ code: 'DOUBLON' });
    const clash = await call('POST', '/api/products', {
      providerType: 'actudata',
      gammeCode: 'HOSPI_PLUS',
      code: 'DOUBLON',
      name: 'Other',
    });
    expectAnswer(clash, 409, { details: { reason: 'DUPLICATE' } });
    await createProduct({ providerType: 'santeplus', gammeCode: 'SANTE_PLUS_ACTIF', code: 'DOUBLON' });
  });
});

describe('GET /api/products', () => {
  it('filters by provider type, gamme (a bare code includes its sub-lines) and activity, and searches', async () => {
    for (const product of [
      { gammeCode: 'ATLAS_SANTE.BRONZE', code: 'LIST_BRONZE', level: 1 },
      { gammeCode: 'ATLAS_SANTE.OR', code: 'LIST_OR', level: 3 },
      { gammeCode: 'ATLAS_SANTE', code: 'LIST_BASE', level: 2 },
      { gammeCode: 'ATLAS_HOSPI', code: 'LIST_HOSPI', active: false },
    ]) {
      await createProduct({ providerType: 'mutuelle-atlas', ...product });
    }
    const codes = async (query: string) => {
      const response = await call('GET', `/api/products?providerType=mutuelle-atlas&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data.map((product: ProductBody) => product.code);
    };
    expect(await codes('gammeCode=ATLAS_SANTE')).toEqual(['LIST_BASE', 'LIST_BRONZE', 'LIST_OR']);
    expect(await codes('gammeCode=ATLAS_SANTE.OR')).toEqual(['LIST_OR']);
    expect(await codes('active=false')).toEqual(['LIST_HOSPI']);
    expect(await codes('search=bron')).toEqual(['LIST_BRONZE']);
    expect(await codes('gammeCode=ATLAS_SANTE&sort=level&order=desc')).toEqual([
      'LIST_OR',
      'LIST_BASE',
      'LIST_BRONZE',
    ]);
    const page = await call('GET', '/api/products?providerType=mutuelle-atlas&pageSize=2&sort=code');
    expect(page.json()).toMatchObject({ total: 4, page: 1, pageSize: 2 });
  });

  it('answers one product and 404 when the id is unknown', async () => {
    const product = await createProduct();
    expect((await call('GET', `/api/products/${product.id}`)).json().data).toMatchObject({ id: product.id });
    const missing = await call('GET', `/api/products/${ZERO_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/products/{id}', () => {
  it('merges partial pricing rules, replaces the guarantees and records only what changed', async () => {
    const product = await createProduct({ guarantees: GUARANTEES });
    const response = await call('PUT', `/api/products/${product.id}`, {
      name: 'Famille Renommée',
      pricingRules: { spouseDiscountPercent: 12 },
      guarantees: [GUARANTEES[1]],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Famille Renommée',
      guarantees: [GUARANTEES[1]],
      pricingRules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 12 },
    });
    const update = (await historyOf(product.id)).find((entry) => entry.action === 'update');
    expect(Object.keys(update?.changes ?? {}).sort()).toEqual(['guarantees', 'name', 'pricingRules']);
  });

  it('writes nothing when the values sent are those already saved', async () => {
    const product = await createProduct({ guarantees: GUARANTEES });
    const response = await call('PUT', `/api/products/${product.id}`, {
      providerType: 'actudata',
      name: product.name,
      guarantees: GUARANTEES,
      pricingRules: product.pricingRules,
    });
    expect(response.statusCode).toBe(200);
    expect((await historyOf(product.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('answers 400 when the provider type or the gamme would not do, 409 when the code is taken, 404 when unknown', async () => {
    const product = await createProduct();
    const other = await createProduct();
    const provider = await call('PUT', `/api/products/${product.id}`, { providerType: 'santeplus' });
    expect(provider.statusCode).toBe(400);
    expect(provider.json().details.fields[0].path).toBe('providerType');
    const gamme = await call('PUT', `/api/products/${product.id}`, { gammeCode: 'ATLAS_SANTE' });
    expect(gamme.statusCode).toBe(400);
    expect(gamme.json().details.fields[0].path).toBe('gammeCode');
    const taken = await call('PUT', `/api/products/${product.id}`, { code: other.code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.reason).toBe('DUPLICATE');
    expect((await call('PUT', `/api/products/${ZERO_ID}`, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product with its grid and records the deletion', async () => {
    const product = await createProduct();
    await nextMillisecond();
    const response = await call('DELETE', `/api/products/${product.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await historyOf(product.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/products/zones', () => {
  it("answers the provider type's zones and the default zone, and 400 when the provider type is unknown", async () => {
    await t.db.insert(tariffZones).values([
      { providerType: 'santeplus', departement: '75', zone: 3 },
      { providerType: 'santeplus', departement: '2A', zone: 2 },
    ]);
    const response = await call('GET', '/api/products/zones?providerType=santeplus');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { departement: '2A', zone: 2 },
        { departement: '75', zone: 3 },
      ],
      defaultZone: 1,
    });
    expect((await call('GET', '/api/products/zones?providerType=nobody')).statusCode).toBe(400);
  });
});

describe('product permissions', () => {
  it('lets a holder of VenteModule:produits:read list products but not create, change or delete one', async () => {
    await resetRateLimits(t.db);
    const reader = await signInWithPermissions(t, ['VenteModule:produits:read']);
    const product = await createProduct();
    expect((await call('GET', '/api/products', undefined, reader.cookie)).statusCode).toBe(200);
    const attempts = await Promise.all([
      call('POST', '/api/products', { providerType: 'actudata' }, reader.cookie),
      call('PUT', `/api/products/${product.id}`, { name: 'X' }, reader.cookie),
      call('DELETE', `/api/products/${product.id}`, undefined, reader.cookie),
    ]);
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });

  it('answers 400 or 404 and never 500 when every product route gets an empty body and a zero id', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/products/zones'],
      ['POST', '/api/products'],
      ['GET', `/api/products/${ZERO_ID}`],
      ['PUT', `/api/products/${ZERO_ID}`],
      ['DELETE', `/api/products/${ZERO_ID}`],
      ['GET', `/api/products/${ZERO_ID}/tariffs`],
      ['GET', `/api/products/${ZERO_ID}/tariffs.csv`],
      ['PUT', `/api/products/${ZERO_ID}/tariffs/import`],
    ];
    for (const [method, url] of routes) {
      const response = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect({ url, method, ok: [400, 404].includes(response.statusCode) }).toEqual({
        url,
        method,
        ok: true,
      });
    }
  });
});
