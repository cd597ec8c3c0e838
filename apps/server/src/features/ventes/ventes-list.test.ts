import { type SaleStatus, saleListItemSchema, saleListResponseSchema, saleSchema } from '@brokerage/shared';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  createOrganisation,
  insertCustomer,
  insertSale,
  type Member,
  type Organisation,
  signInMember,
} from '@/test/sale-fixtures.ts';

/** `GET /ventes`, `/ventes/status-counts` and `/ventes/export.csv`: filters, search, sort, counts and CSV. */

let t: TestApp;
let org: Organisation;
let admin: Member;
const sellers = {} as Record<'amina' | 'bruno' | 'chloe' | 'away', Member>;
const saleIds = {} as Record<string, string>;
const numbers = {} as Record<string, string>;

interface Fixture {
  key: string;
  seller: keyof typeof sellers;
  status: SaleStatus;
  createdAt: string;
  gammeCode?: string;
  premium?: number;
  customer?: 'elodie' | 'jean' | 'formula';
}

/** Ten sales over three teams and two companies, their dates in UTC (Paris is one hour ahead in winter). */
const FIXTURES: Fixture[] = [
  { key: 'a1', seller: 'amina', status: 'draft', createdAt: '2026-01-05T10:00:00Z' },
  {
    key: 'a2',
    seller: 'amina',
    status: 'quoted',
    createdAt: '2026-01-10T10:00:00Z',
    gammeCode: 'SANTE_ESSENTIEL',
    premium: 4_500,
    customer: 'elodie',
  },
  {
    key: 'a3',
    seller: 'amina',
    status: 'subscribed',
    createdAt: '2026-02-01T10:00:00Z',
    gammeCode: 'SANTE_SENIOR',
    premium: 12_000,
    customer: 'jean',
  },
  // 23:30 UTC on 28 Feb is 1 March in Paris.
  {
    key: 'a4',
    seller: 'amina',
    status: 'lost',
    createdAt: '2026-02-28T23:30:00Z',
    gammeCode: 'SANTE_ESSENTIEL',
    premium: 6_000,
  },
  {
    key: 'b1',
    seller: 'bruno',
    status: 'quoted',
    createdAt: '2026-03-02T10:00:00Z',
    gammeCode: 'SANTE_ESSENTIEL',
    premium: 8_000,
    customer: 'elodie',
  },
  { key: 'b2', seller: 'bruno', status: 'draft', createdAt: '2026-03-03T10:00:00Z', customer: 'formula' },
  {
    key: 'c1',
    seller: 'chloe',
    status: 'subscribed',
    createdAt: '2026-03-04T10:00:00Z',
    gammeCode: 'SANTE_SENIOR',
    premium: 20_000,
  },
  { key: 'c2', seller: 'chloe', status: 'draft', createdAt: '2026-03-05T10:00:00Z' },
  {
    key: 'w1',
    seller: 'away',
    status: 'quoted',
    createdAt: '2026-03-06T10:00:00Z',
    gammeCode: 'SANTE_ESSENTIEL',
    premium: 3_000,
  },
  { key: 'w2', seller: 'away', status: 'draft', createdAt: '2026-03-07T10:00:00Z', customer: 'jean' },
];

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  admin = await signInMember(t, {
    dataScope: 'all',
    companyId: org.homeId,
    teamId: null,
    firstName: 'Admin',
  });
  sellers.amina = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Amina' });
  sellers.bruno = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Bruno' });
  sellers.chloe = await signInMember(t, {
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Chloé',
  });
  sellers.away = await signInMember(t, { companyId: org.awayId, teamId: org.awayTeamId, firstName: 'Zoé' });
  const customers = {
    elodie: await insertCustomer(t.db, {
      firstName: 'Élodie',
      lastName: 'Dupont',
      phone: '+33612345678',
      email: 'elodie.dupont@example.com',
    }),
    jean: await insertCustomer(t.db, { firstName: 'Jean', lastName: 'Martin', phone: '+33700000001' }),
    formula: await insertCustomer(t.db, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Eve',
      phone: '+33700000002',
    }),
  };
  for (const fixture of FIXTURES) {
    const sale = await insertSale(t.db, sellers[fixture.seller].user, {
      status: fixture.status,
      createdAt: new Date(fixture.createdAt),
      providerType: fixture.gammeCode ? 'actudata' : null,
      gammeCode: fixture.gammeCode ?? null,
      monthlyPremiumCents: fixture.premium ?? null,
      yearlyPremiumCents: fixture.premium ? fixture.premium * 12 : null,
      customerId: fixture.customer ? customers[fixture.customer].id : null,
    });
    saleIds[fixture.key] = sale.id;
    numbers[fixture.key] = sale.number;
  }
});
afterAll(() => t.close());

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** The fixture keys of a list answer, in its order. */
const listKeys = async (query: string, cookie?: string) => {
  const response = await get(`/api/ventes?pageSize=100&${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const page = saleListResponseSchema.parse(response.json());
  const byId = Object.fromEntries(Object.entries(saleIds).map(([key, id]) => [id, key]));
  return page.data.map((sale) => byId[sale.id]);
};

describe('GET /ventes', () => {
  it('lists every sale newest first with seller, team and customer, paged', async () => {
    expect(await listKeys('')).toEqual(['w2', 'w1', 'c2', 'c1', 'b2', 'b1', 'a4', 'a3', 'a2', 'a1']);
    const page = (await get('/api/ventes?pageSize=3&page=2')).json();
    expect(page).toMatchObject({ total: 10, page: 2, pageSize: 3 });
    expect(page.data).toHaveLength(3);
    const b1 = (await get(`/api/ventes?search=${numbers.b1}`)).json().data[0];
    expect(b1).toMatchObject({
      seller: { firstName: 'Bruno' },
      team: { id: org.teamId, name: 'Sellers A' },
      customer: { firstName: 'Élodie', lastName: 'Dupont', phone: '+33612345678' },
      providerType: 'actudata',
      gammeCode: 'SANTE_ESSENTIEL',
    });
  });

  it("writes each row as the list's shape: the record's fields the list shows, and its premium", async () => {
    const [row] = (await get(`/api/ventes?search=${numbers.b1}`)).json().data;
    const record = saleSchema.parse((await get(`/api/ventes/${row.id}`)).json().data);
    // Exactly the list's keys: no needs analysis, household or offer travels with a page of sales.
    expect(Object.keys(row).sort()).toEqual(Object.keys(saleListItemSchema.shape).sort());
    expect(row).toEqual({
      ...saleListItemSchema.omit({ monthlyPremiumCents: true }).parse(record),
      monthlyPremiumCents: 8_000,
    });
  });

  it.each([
    ['status=quoted', ['w1', 'b1', 'a2']],
    ['sellerId=amina', ['a4', 'a3', 'a2', 'a1']],
    ['teamId=sister', ['c2', 'c1']],
    ['providerType=actudata', ['w1', 'c1', 'b1', 'a4', 'a3', 'a2']],
    ['gammeCode=SANTE_SENIOR', ['c1', 'a3']],
    ['createdFrom=2026-03-01&createdTo=2026-03-03', ['b2', 'b1', 'a4']],
    ['createdTo=2026-02-28', ['a3', 'a2', 'a1']],
    ['premiumMinCents=6000&premiumMaxCents=12000', ['b1', 'a4', 'a3']],
    ['status=draft&teamId=team', ['b2', 'a1']],
  ])('filters by %s', async (query, expected) => {
    const concrete = query
      .replace('amina', sellers.amina.user.id)
      .replace('teamId=sister', `teamId=${org.sisterTeamId}`)
      .replace('teamId=team', `teamId=${org.teamId}`);
    expect(await listKeys(concrete)).toEqual(expected);
  });

  it.each([
    ['dupont', ['b1', 'a2']],
    ['ELODIE', ['b1', 'a2']],
    ['Élodie', ['b1', 'a2']],
    ['dupont élodie', ['b1', 'a2']],
    ['elodie.dupont@example', ['b1', 'a2']],
    ['06 12 34 56 78', ['b1', 'a2']],
    ['+33 6 12 34', ['b1', 'a2']],
    ['07 00', ['w2', 'b2', 'a3']],
    ['07 00 00 00 01', ['w2', 'a3']],
    ['12 34 56 78', ['b1', 'a2']],
    ['07 12', []],
    // A number typed from its start is the start of the phone, not digits anywhere in it (+33 6 12 34 56 78).
    ['+34 56 78', []],
    ['martin', ['w2', 'a3']],
    ['no such customer', []],
  ])('searches customers: %s', async (term, expected) => {
    expect(await listKeys(`search=${encodeURIComponent(term)}`)).toEqual(expected);
  });

  it('searches a sale number exactly (any case) or by its prefix', async () => {
    expect(await listKeys(`search=${numbers.c1}`)).toEqual(['c1']);
    expect(await listKeys(`search=${numbers.c1?.toLowerCase()}`)).toEqual(['c1']);
    const prefix = numbers.a1?.slice(0, 7) ?? '';
    expect((await listKeys(`search=${prefix}`)).length).toBe(10);
  });

  it('sorts by the monthly premium or the number when asked', async () => {
    expect(await listKeys('sort=monthlyPremium&order=desc&providerType=actudata')).toEqual([
      'c1',
      'a3',
      'b1',
      'a4',
      'a2',
      'w1',
    ]);
    expect(await listKeys('sort=number&order=asc')).toEqual(FIXTURES.map((fixture) => fixture.key));
  });

  it.each([
    'sellerId=me',
    'status=won',
    'createdFrom=yesterday',
    'createdFrom=0000-01-01',
    'createdTo=0000-12-31',
    'premiumMinCents=-1',
    'sort=customer',
    'pageSize=1000',
  ])('refuses a malformed filter: %s', async (query) => {
    const response = await get(`/api/ventes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.length).toBeGreaterThan(0);
  });
});

describe('GET /ventes/status-counts', () => {
  it("counts each status for the list's filters, ignoring the status filter", async () => {
    const response = await get(`/api/ventes/status-counts?teamId=${org.teamId}&status=draft`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      draft: 2,
      quoted: 2,
      subscribed: 1,
      documents_sent: 0,
      awaiting_signature: 0,
      signed: 0,
      quality_review: 0,
      validated: 0,
      rejected: 0,
      contract: 0,
      lost: 1,
    });
  });

  it("counts only the caller's scope", async () => {
    const response = await get('/api/ventes/status-counts', sellers.chloe.cookie);
    expect(response.json().data).toMatchObject({ draft: 1, subscribed: 1, quoted: 0 });
  });
});

describe('GET /ventes/export.csv', () => {
  const exportCsv = async (query: string, cookie = admin.cookie) => {
    const response = await get(`/api/ventes/export.csv?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('ventes.csv');
    return { response, rows: Papa.parse<string[]>(response.body.trim()).data };
  };

  it('exports the filtered list with a header row, newest first', async () => {
    const { response, rows } = await exportCsv(`teamId=${org.teamId}&gammeCode=SANTE_ESSENTIEL`);
    expect(rows[0]).toEqual([
      'number',
      'status',
      'created_at',
      'status_changed_at',
      'subscribed_at',
      'seller',
      'team',
      'customer',
      'customer_phone',
      'customer_email',
      'provider_type',
      'gamme_code',
      'product',
      'monthly_premium_eur',
      'yearly_premium_eur',
      'lost_reason',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([numbers.b1, numbers.a4, numbers.a2]);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['Bruno Test', 'Sellers A', 'Élodie Dupont', '+33612345678', '80.00', '960.00']),
    );
    expect(response.headers['x-export-truncated']).toBe('false');
    expect(response.headers['x-export-rows']).toBe('3');
  });

  it('keeps a spreadsheet from running a cell as a formula, and exports only the scope', async () => {
    const { rows } = await exportCsv('', sellers.bruno.cookie);
    expect(rows.slice(1).map((row) => row[0])).toEqual([numbers.b2, numbers.b1]);
    expect(rows[1]?.[7]).toBe(`'=HYPERLINK("x") Eve`);
  });

  it('refuses a malformed filter with 400', async () => {
    expect((await get('/api/ventes/export.csv?createdTo=31-12-2026')).statusCode).toBe(400);
  });
});
