import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTariffs } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { callerFor } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let reader: string;
let auditor: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  admin = await signInWithPermissions(t, [
    'VenteModule:produits:read',
    'VenteModule:produits:create',
    'VenteModule:produits:update',
  ]);
  await resetRateLimits(t.db);
  reader = (await signInWithPermissions(t, ['VenteModule:produits:read'])).cookie;
  await resetRateLimits(t.db);
  auditor = (await signInWithPermissions(t, ['AdminModule:audit-log:read'])).cookie;
});
afterAll(() => t.close());

const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

let counter = 0;
const createProduct = async () => {
  counter += 1;
  const response = await call('POST', '/api/products', {
    providerType: 'actudata',
    gammeCode: 'SANTE_FAMILLE',
    code: `GRID_${counter}`,
    name: `Grid ${counter}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; code: string };
};

const importCsv = (productId: string, csv: string, cookie = admin.cookie) =>
  call('PUT', `/api/products/${productId}/tariffs/import`, { csv }, cookie);

const storedRows = (productId: string) =>
  t.db.select().from(productTariffs).where(eq(productTariffs.productId, productId));

const GOOD_CSV = [
  'regime,zone,beneficiary,age_min,age_max,monthly_eur',
  'general,1,child,0,17,21.50',
  'general,1,adult,18,40,45.90',
  'general,1,adult,41,120,"72.4"',
  'alsace_moselle,1,adult,18,120,38.00',
].join('\r\n');

describe('PUT /api/products/{id}/tariffs/import', () => {
  it('replaces the grid in grid order and records the counts when every row is good', async () => {
    const product = await createProduct();
    const response = await importCsv(product.id, GOOD_CSV);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ productId: product.id, rows: 4, previousRows: 0, changed: true });

    const grid = await call('GET', `/api/products/${product.id}/tariffs`);
    expect(grid.statusCode).toBe(200);
    expect(grid.json()).toEqual({
      currency: 'EUR',
      data: [
        {
          regime: 'alsace_moselle',
          zone: 1,
          beneficiary: 'adult',
          ageMin: 18,
          ageMax: 120,
          monthlyCents: 3_800,
        },
        { regime: 'general', zone: 1, beneficiary: 'child', ageMin: 0, ageMax: 17, monthlyCents: 2_150 },
        { regime: 'general', zone: 1, beneficiary: 'adult', ageMin: 18, ageMax: 40, monthlyCents: 4_590 },
        { regime: 'general', zone: 1, beneficiary: 'adult', ageMin: 41, ageMax: 120, monthlyCents: 7_240 },
      ],
    });
    expect((await call('GET', `/api/products/${product.id}`)).json().data.tariffRows).toBe(4);

    const replaced = await importCsv(
      product.id,
      'regime;zone;beneficiary;age_min;age_max;monthly_eur\ngeneral;2;adult;18;120;50,10\n',
    );
    expect(replaced.json().data).toEqual({ productId: product.id, rows: 1, previousRows: 4, changed: true });
    expect(await storedRows(product.id)).toHaveLength(1);

    const history = await call(
      'GET',
      `/api/audit-log?entity=product&entityId=${product.id}&action=update&sort=at`,
      undefined,
      auditor,
    );
    const imports = history
      .json()
      .data.filter((entry: { changes: Record<string, unknown> }) => 'tariffGrid' in entry.changes);
    expect(imports).toHaveLength(2);
    expect(imports[0]).toMatchObject({
      action: 'update',
      actor: { id: admin.user.id },
      changes: {
        tariffGrid: {
          before: { rows: 0, checksum: expect.any(String) },
          after: { rows: 4, checksum: expect.any(String) },
        },
      },
    });
  });

  it('saves nothing and names each bad line and field when any row is bad', async () => {
    const product = await createProduct();
    await importCsv(product.id, GOOD_CSV);
    const before = await storedRows(product.id);
    const csv = [
      'regime,zone,beneficiary,age_min,age_max,monthly_eur',
      'general,1,adult,18,40,45.90',
      'martian,1,adult,41,120,72.40',
      'general,1,child,0,17,21.505',
      'general,1,adult,30,50,60.00',
    ].join('\n');
    const response = await importCsv(product.id, csv);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The file has 3 errors, the first on line 3. Nothing was imported.',
      details: { errorCount: 3, truncated: false },
    });
    expect(body.details.rows).toEqual([
      {
        line: 3,
        field: 'regime',
        code: 'UNKNOWN_REGIME',
        message: "Unknown regime 'martian'; use one of general, alsace_moselle, independent, agricultural.",
      },
      { line: 4, field: 'monthly_eur', code: 'INVALID_AMOUNT', message: expect.stringContaining('21.505') },
      { line: 5, field: 'age_min', code: 'OVERLAP', message: expect.stringContaining('line 2') },
    ]);
    expect(await storedRows(product.id)).toEqual(before);
  });

  it('counts lines from the header when a quoted value spans two lines and reports a broken quote', async () => {
    const product = await createProduct();
    const csv =
      'regime,zone,beneficiary,age_min,age_max,monthly_eur\n"gen\neral",1,adult,18,40,45\ngeneral,x,adult,18,40,45\n';
    const response = await importCsv(product.id, csv);
    expect(
      response.json().details.rows.map((row: { line: number; field: string }) => [row.line, row.field]),
    ).toEqual([
      [2, 'regime'],
      [4, 'zone'],
    ]);
    const broken = await importCsv(
      product.id,
      'regime,zone,beneficiary,age_min,age_max,monthly_eur\n"general,1,adult,18,40,45\n',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details.rows[0]).toMatchObject({ line: 2, code: 'MALFORMED' });
    expect(await storedRows(product.id)).toEqual([]);
  });

  it('writes neither rows nor history when the file holds the grid already saved', async () => {
    const product = await createProduct();
    await importCsv(product.id, GOOD_CSV);
    const again = await importCsv(product.id, GOOD_CSV);
    expect(again.json().data).toEqual({ productId: product.id, rows: 4, previousRows: 4, changed: false });
    const history = await call(
      'GET',
      `/api/audit-log?entity=product&entityId=${product.id}`,
      undefined,
      auditor,
    );
    expect(history.json().total).toBe(2);
  });

  it('answers 400 when the body has no CSV, 404 when the product is unknown, 403 without the update key', async () => {
    const product = await createProduct();
    const empty = await call('PUT', `/api/products/${product.id}/tariffs/import`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields[0].path).toBe('csv');
    const missing = await importCsv('00000000-0000-4000-8000-000000000000', GOOD_CSV);
    expect(missing.statusCode).toBe(404);
    expect((await importCsv(product.id, GOOD_CSV, reader)).statusCode).toBe(403);
  });
});

describe('GET /api/products/{id}/tariffs.csv', () => {
  it('downloads the grid as CSV with dot decimals that imports back unchanged', async () => {
    const product = await createProduct();
    await importCsv(product.id, GOOD_CSV);
    const response = await call('GET', `/api/products/${product.id}/tariffs.csv`, undefined, reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${product.code.toLowerCase()}-tariffs.csv"`,
    );
    expect(response.body).toBe(
      [
        'regime,zone,beneficiary,age_min,age_max,monthly_eur',
        'alsace_moselle,1,adult,18,120,38.00',
        'general,1,child,0,17,21.50',
        'general,1,adult,18,40,45.90',
        'general,1,adult,41,120,72.40',
        '',
      ].join('\n'),
    );
    const reimport = await importCsv(product.id, response.body);
    expect(reimport.json().data.changed).toBe(false);
  });

  it('answers 404 when the product is unknown', async () => {
    const response = await call('GET', '/api/products/00000000-0000-4000-8000-000000000000/tariffs.csv');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
