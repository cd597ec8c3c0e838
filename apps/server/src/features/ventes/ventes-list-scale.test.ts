import { EXACT_COUNT_LIMIT, type SaleStatus, saleListResponseSchema } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetListEstimates } from '@/platform/list-totals.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { createOrganisation, type Member, signInMember } from '@/test/sale-fixtures.ts';
import { GIVEN_CUSTOMERS_LIMIT } from './ventes-list.service.ts';

/**
 * A sale list past the exact-count limits: the total and the large tabs are the planner's estimates, a small tab
 * is still exact, and deep pages (served from remembered boundaries) continue exactly where the page before ended.
 */
const GENERATED = 2 * EXACT_COUNT_LIMIT + 500;
const CONTRACTS = 7;
/** Customers named "Garnier", one more than a search hands over by id, each with one sale; one also "Zoé". */
const GARNIERS = GIVEN_CUSTOMERS_LIMIT + 1;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await buildTestApp();
  forgetListEstimates();
  const org = await createOrganisation(t.db);
  admin = await signInMember(t, { dataScope: 'all', companyId: org.homeId, teamId: org.teamId });
  // Same created_at for many rows on purpose: the id tie-breaker must keep pages apart.
  await t.db.execute(sql`
    insert into sales (seller_id, team_id, company_id, status, created_at)
    select ${admin.user.id}::uuid, ${org.teamId}::uuid, ${org.homeId}::uuid,
      case when i <= ${CONTRACTS} then 'contract' when i % 2 = 0 then 'draft' else 'quoted' end,
      timestamptz '2026-01-01 00:00:00+00' + ((i / 3) || ' minutes')::interval
    from generate_series(1, ${GENERATED}) i`);
  await t.db.execute(sql`
    with customer as (
      insert into customers (civility, first_name, last_name, address, postcode, city, phone, regime, search_text)
      select 'mr', case when i = 7 then 'Zoé' else 'Paul' end, 'Garnier', '1 rue de la Paix', '75002', 'Paris',
        '+3361' || lpad(i::text, 8, '0'), 'general',
        case when i = 7 then 'zoe' else 'paul' end || ' garnier 3361' || lpad(i::text, 8, '0')
      from generate_series(1, ${GARNIERS}) i
      returning id
    )
    insert into sales (seller_id, team_id, company_id, status, customer_id, created_at)
    select ${admin.user.id}::uuid, ${org.teamId}::uuid, ${org.homeId}::uuid, 'draft', id,
      timestamptz '2026-03-01 00:00:00+00'
    from customer`);
  await t.db.execute(sql`analyze sales`);
  await t.db.execute(sql`analyze customers`);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a sale list larger than the exact-count limits', () => {
  it("reports the planner's estimate of the whole list, not the bound of the count", async () => {
    const page = saleListResponseSchema.parse(await get('/api/ventes?pageSize=50'));
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT * 1.5);
  });

  it('serves deep pages, again and from their boundary, in the same order as walking every page', async () => {
    const pageIds = async (page: number) =>
      ((await get(`/api/ventes?pageSize=100&page=${page}`)).data as { id: string }[]).map((sale) => sale.id);
    const before = await pageIds(149);
    const deep = await pageIds(150);
    const next = await pageIds(151);
    // Page 150 again: now from the boundary page 149 left.
    expect(await pageIds(150)).toEqual(deep);
    const all = [...before, ...deep, ...next];
    expect(new Set(all).size).toBe(300);
    const rows = (await t.db.execute(sql`
      select id from sales where deleted_at is null order by created_at desc, id desc offset 14800 limit 300`)) as {
      rows: { id: string }[];
    };
    expect(all).toEqual(rows.rows.map((row) => row.id));
  });

  it('finds the sales of a search matching more customers than it hands over by id, and of a rare one', async () => {
    const common = saleListResponseSchema.parse(await get('/api/ventes?search=garnier&pageSize=50'));
    expect(common.total).toBe(GARNIERS);
    expect(common.data).toHaveLength(50);
    const rare = saleListResponseSchema.parse(await get('/api/ventes?search=zoe%20garnier'));
    expect(rare.total).toBe(1);
    expect(rare.data.map((sale) => sale.customer?.firstName)).toEqual(['Zoé']);
  });

  it('finds the sales of a phone typed from its start, for more customers than it hands over and for one', async () => {
    const common = saleListResponseSchema.parse(
      await get(`/api/ventes?search=${encodeURIComponent('06 1')}`),
    );
    expect(common.total).toBe(GARNIERS);
    const one = saleListResponseSchema.parse(
      await get(`/api/ventes?search=${encodeURIComponent('+33 6 10 00 00 00 7')}`),
    );
    expect(one.data.map((sale) => sale.customer?.firstName)).toEqual(['Zoé']);
    // The same digits inside a number are not its start.
    const inside = saleListResponseSchema.parse(
      await get(`/api/ventes?search=${encodeURIComponent('+10 00 00 07')}`),
    );
    expect(inside.total).toBe(0);
  });

  it('estimates the large tabs and counts the small one exactly', async () => {
    const counts = (await get('/api/ventes/status-counts')).data as Record<SaleStatus, number>;
    expect(counts.contract).toBe(CONTRACTS);
    expect(counts.draft).toBeGreaterThan(EXACT_COUNT_LIMIT * 0.8);
    expect(counts.quoted).toBeGreaterThan(EXACT_COUNT_LIMIT * 0.8);
    expect(counts.signed).toBe(0);
  });

  it('counts exactly once a filter narrows the list below the scan limit', async () => {
    const counts = (await get(`/api/ventes/status-counts?createdTo=2026-01-01`)).data as Record<
      SaleStatus,
      number
    >;
    // 00:00 to 23:59 UTC of 1 January is in Paris's 1 January until 23:00 UTC: 23 hours × 60 × 3 rows.
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(23 * 60 * 3 - 1);
  });
});
