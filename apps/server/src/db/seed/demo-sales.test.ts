import {
  bankDetailsInputSchema,
  type Dashboard,
  isOpenSale,
  SALE_STATUSES,
  saleSchema,
} from '@brokerage/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, customers, qualityReviews, quotes, sales, users } from '@/db/schema/index.ts';
import { signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { seedCatalogue } from './catalogue.ts';
import { demoCustomer, seededRandom } from './demo-people.ts';
import { DEMO_STATUS_PLAN, seedDemoSales } from './demo-sales.ts';
import { seedQuestionnaire } from './questionnaire.ts';
import { DEMO_ACCOUNTS, seedDemo, seedRoles } from './seed.ts';
import { seedTariffs } from './tariffs.ts';

let t: TestApp;
const AGENTS = DEMO_ACCOUNTS.filter((account) => account.role === 'agent');
const PER_AGENT = DEMO_STATUS_PLAN.reduce((total, [, count]) => total + count, 0);

beforeAll(async () => {
  t = await buildTestApp();
  await seedRoles(t.db);
  await seedCatalogue(t.db);
  await seedTariffs(t.db);
  await seedQuestionnaire(t.db);
  await seedDemo(t.db);
  expect(await seedDemoSales(t.db, { appSecret: t.app.appSecret })).toBe(true);
});
afterAll(() => t.close());

describe('seedDemoSales', () => {
  it('gives the quality queue signed sales, reviews in progress, and a contract to every contract sale', async () => {
    const rows = await t.db.select().from(sales);
    const contractSales = rows.filter((row) => row.status === 'contract');
    const contractRows = await t.db.select().from(contracts);
    expect(contractRows).toHaveLength(contractSales.length);
    for (const sale of contractSales) {
      expect(contractRows.find((contract) => contract.id === sale.contractId)?.saleId, sale.number).toBe(
        sale.id,
      );
    }
    expect(rows.filter((row) => row.status === 'signed').every((row) => row.signedAt)).toBe(true);
    const open = await t.db.select().from(qualityReviews).where(eq(qualityReviews.status, 'open'));
    expect(open).toHaveLength(rows.filter((row) => row.status === 'quality_review').length);
  });

  it('gives every demo agent sales in every status, once', async () => {
    expect(await seedDemoSales(t.db, { appSecret: t.app.appSecret })).toBe(false);
    const rows = await t.db.select().from(sales);
    expect(rows).toHaveLength(AGENTS.length * PER_AGENT);
    const sellers = new Set(rows.map((row) => row.sellerId));
    expect(sellers.size).toBe(AGENTS.length);
    // `validated` is the instant before `contract`, inside the validation's transaction (issue 11).
    for (const status of SALE_STATUSES.filter((candidate) => candidate !== 'validated')) {
      expect(rows.filter((row) => row.status === status).length, status).toBeGreaterThan(0);
    }
    // Sale numbers follow the creation dates.
    const byNumber = [...rows].sort((left, right) => left.number.localeCompare(right.number));
    const byDate = [...rows].sort((left, right) => left.createdAt.getTime() - right.createdAt.getTime());
    expect(byNumber.map((row) => row.id)).toEqual(byDate.map((row) => row.id));
  });

  it('prices every quoted sale on the seeded products and keeps its quote', async () => {
    const rows = await t.db.select().from(sales);
    for (const row of rows.filter((sale) => !['draft', 'lost'].includes(sale.status))) {
      expect(row.offer?.monthlyTotalCents, row.number).toBeGreaterThan(0);
      expect(row.monthlyPremiumCents).toBe(row.offer?.monthlyTotalCents);
      expect(row.yearlyPremiumCents).toBe((row.monthlyPremiumCents ?? 0) * 12);
      expect(row.household?.people.length).toBeGreaterThan(0);
      expect(Object.keys(row.answers).length).toBeGreaterThan(0);
      expect(row.customerId).not.toBeNull();
      const [quote] = await t.db
        .select()
        .from(quotes)
        .where(eq(quotes.quoteHash, row.quoteHash ?? ''));
      expect(quote?.saleId).toBe(row.id);
    }
    expect(rows.filter((sale) => sale.status === 'lost').every((sale) => sale.lostReason)).toBe(true);
  });

  it('answers every seeded sale in the API shape (household, offer, answers validate)', async () => {
    const rows = await t.db.select().from(sales);
    for (const row of rows) {
      const shape = saleSchema.shape;
      expect(shape.household.safeParse(row.household).success, row.number).toBe(true);
      expect(shape.offer.safeParse(row.offer).success, row.number).toBe(true);
      expect(shape.answers.safeParse(row.answers).success, row.number).toBe(true);
    }
  });

  it("seals the subscribed customers' bank details with the app's box, never in clear", async () => {
    const rows = await t.db.select().from(customers).where(isNotNull(customers.bankDetailsSealed));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const details = JSON.parse(t.app.bankDetailsBox.open(row.bankDetailsSealed ?? ''));
      const parsed = bankDetailsInputSchema.parse(details);
      expect(row.bankDetailsSealed).not.toContain(parsed.iban);
      expect(row.searchText).toBe(row.searchText.toLowerCase());
    }
  });

  it("fills the demo manager's dashboard with the team's agents", async () => {
    const manager = DEMO_ACCOUNTS.find((account) => account.role === 'manager');
    const cookie = await signInAs(t, manager?.phone ?? '');
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json().data as Dashboard;
    const teamAgents = AGENTS.filter((agent) => agent.team === manager?.team);
    expect(dashboard.scope).toBe('team');
    expect(dashboard.totalSales).toBeGreaterThan(0);
    expect(dashboard.totalSales).toBeLessThanOrEqual(teamAgents.length * PER_AGENT);
    const names = (dashboard.agents ?? []).map((row) => row.seller.firstName).sort();
    expect(names).toEqual(teamAgents.map((agent) => agent.firstName).sort());

    const [karim] = await t.db.select().from(users).where(eq(users.phone, '+33639980004'));
    const karimsOpen = (
      await t.db
        .select()
        .from(sales)
        .where(eq(sales.sellerId, karim?.id ?? ''))
    ).filter((sale) => isOpenSale(sale.status));
    expect(karimsOpen.length).toBeGreaterThan(0);
  });

  it('serves the seeded customers through the customer routes: bank details opened, type-ahead by name', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    const cookie = await signInAs(t, admin?.phone ?? '');
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(isNotNull(customers.bankDetailsSealed))
      .limit(1);
    const sealed = JSON.parse(t.app.bankDetailsBox.open(customer?.bankDetailsSealed ?? ''));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer?.id}/with-bank-details`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.bankDetails).toMatchObject({ iban: sealed.iban, ibanMasked: false });

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent(`${customer?.firstName} ${customer?.lastName}`)}`,
      headers: { cookie },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.map((found: { customerId: string }) => found.customerId)).toContain(
      customer?.id,
    );
  });

  it('answers every seeded sale through the sale routes (list and one sale) for an administrator', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    const cookie = await signInAs(t, admin?.phone ?? '');
    const list = await t.app.inject({ method: 'GET', url: '/api/ventes?pageSize=100', headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(AGENTS.length * PER_AGENT);
    for (const row of await t.db.select({ id: sales.id }).from(sales)) {
      const one = await t.app.inject({ method: 'GET', url: `/api/ventes/${row.id}`, headers: { cookie } });
      expect(one.statusCode, one.body).toBe(200);
    }
  });

  it('draws the same customers from the same seed', () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    expect(demoCustomer(first, 3)).toEqual(demoCustomer(second, 3));
  });
});
