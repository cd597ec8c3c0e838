import {
  allowedSaleTransitions,
  type PricedOffer,
  SALE_STATUSES,
  type SaleStatus,
  saleSchema,
  todayInFrance,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { seedTariffs } from '@/db/seed/tariffs.ts';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { readHistory } from '@/test/record-fixtures.ts';
import {
  createOrganisation,
  familyOfThree,
  firstOfNextMonth,
  forceSaleStatus,
  insertQuote,
  insertSale,
  type Member,
  signInMember,
} from '@/test/sale-fixtures.ts';

/** The sale's own steps: `PUT /ventes/{id}/quote-hash` and `PUT /ventes/{id}/status`, every move of the machine. */

let t: TestApp;
let seller: Member;
let offer: PricedOffer;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  await seedTariffs(t.db);
  const org = await createOrganisation(t.db);
  seller = await signInMember(t, { companyId: org.homeId, teamId: org.teamId });
  const priced = await t.app.inject({
    method: 'POST',
    url: '/api/products/quotation?providerType=actudata',
    headers: { cookie: seller.cookie },
    payload: {
      effectiveDate: firstOfNextMonth(),
      postcode: '69003',
      gammeCodes: ['SANTE_ESSENTIEL'],
      people: familyOfThree(),
    },
  });
  expect(priced.statusCode, priced.body).toBe(200);
  offer = priced.json().data.offers[0];
});
afterAll(() => t.close());

const put = (url: string, payload: object, cookie = seller.cookie) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

const readSale = async (id: string) => {
  const [row] = await t.db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw new Error('sale not found');
  return row;
};

/** `days` after an ISO date (negative: before), as a calendar date. */
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const saleIn = async (status: SaleStatus) => {
  const sale = await insertSale(t.db, seller.user);
  return status === 'draft' ? sale : forceSaleStatus(t.db, sale.id, status);
};

describe('PUT /ventes/{id}/quote-hash', () => {
  it("links the sale's quote, copies the offer picked and makes the sale quoted", async () => {
    const sale = await saleIn('draft');
    const quote = await insertQuote(t.db, {
      saleId: sale.id,
      products: [{ offer, recommendationReason: 'Cheapest with dental cover' }],
    });
    const response = await put(`/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: quote.quoteHash,
      providerType: 'actudata',
      version: sale.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(saleSchema.parse(response.json().data)).toMatchObject({
      status: 'quoted',
      version: sale.version + 1,
      quoteHash: quote.quoteHash,
      providerType: 'actudata',
      offer: {
        productId: offer.product.id,
        productCode: offer.product.code,
        productName: offer.product.name,
        gammeCode: offer.product.gammeCode,
        monthlyTotalCents: offer.monthlyTotalCents,
        yearlyTotalCents: offer.yearlyTotalCents,
      },
      recommendationReason: 'Cheapest with dental cover',
    });
    const history = await readHistory(t, seller.cookie, 'sale', sale.id);
    expect(history.at(-1)?.changes).toMatchObject({ status: { before: 'draft', after: 'quoted' } });
  });

  it('a new quote without a product yet clears the offer of the previous one', async () => {
    const sale = await saleIn('draft');
    const first = await insertQuote(t.db, {
      saleId: sale.id,
      products: [{ offer, recommendationReason: 'x' }],
    });
    const linked = await put(`/api/ventes/${sale.id}/quote-hash`, { quoteHash: first.quoteHash, version: 1 });
    expect(linked.json().data.offer).not.toBeNull();
    const second = await insertQuote(t.db, { saleId: sale.id });
    const relinked = await put(`/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: second.quoteHash,
      version: 2,
    });
    expect(relinked.statusCode, relinked.body).toBe(200);
    expect(relinked.json().data).toMatchObject({
      status: 'quoted',
      quoteHash: second.quoteHash,
      offer: null,
    });
  });

  it.each([
    ['of another sale', async () => (await insertSale(t.db, seller.user)).id, undefined],
    ['of another provider type', async (own: string) => own, 'santeplus'],
  ])('refuses a quote %s (409 QUOTE_MISMATCH)', async (_case, ownerOf, providerType) => {
    const sale = await saleIn('draft');
    const quote = await insertQuote(t.db, { saleId: await ownerOf(sale.id) });
    const response = await put(`/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: quote.quoteHash,
      ...(providerType ? { providerType } : {}),
      version: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.reason).toBe('QUOTE_MISMATCH');
  });

  it.each(['cancelled', 'expired'] as const)('refuses a %s quote (409 QUOTE_CLOSED)', async (status) => {
    const sale = await saleIn('draft');
    const quote = await insertQuote(t.db, { saleId: sale.id, status });
    const response = await put(`/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: quote.quoteHash,
      version: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ reason: 'QUOTE_CLOSED', status });
    expect((await readSale(sale.id)).status).toBe('draft');
  });

  it('refuses a quote whose effective date has passed (409 QUOTE_EXPIRED)', async () => {
    const sale = await saleIn('draft');
    const yesterday = addDays(todayInFrance(), -1);
    const quote = await insertQuote(t.db, { saleId: sale.id, effectiveDate: yesterday });
    const response = await put(`/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: quote.quoteHash,
      version: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ reason: 'QUOTE_EXPIRED', effectiveDate: yesterday });
    expect((await readSale(sale.id)).quoteHash).toBeNull();
  });

  it('refuses an unknown quote hash (409 QUOTE_MISMATCH) and a stale version (409 STALE_WRITE)', async () => {
    const sale = await saleIn('draft');
    const unknown = await put(`/api/ventes/${sale.id}/quote-hash`, { quoteHash: 'nope', version: 1 });
    expect(unknown.json().details.reason).toBe('QUOTE_MISMATCH');
    const quote = await insertQuote(t.db, { saleId: sale.id });
    const stale = await put(`/api/ventes/${sale.id}/quote-hash`, { quoteHash: quote.quoteHash, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_WRITE', details: { current: { status: 'draft' } } });
  });

  it.each([
    ['a missing hash', { version: 1 }, 'quoteHash'],
    ['an empty hash', { quoteHash: '', version: 1 }, 'quoteHash'],
    ['a bad provider type', { quoteHash: 'x', providerType: 'NOT A CODE!', version: 1 }, 'providerType'],
  ])('refuses %s with 400', async (_case, payload, path) => {
    const sale = await saleIn('draft');
    const response = await put(`/api/ventes/${sale.id}/quote-hash`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toContainEqual(expect.objectContaining({ path }));
  });

  it.each(
    SALE_STATUSES.map((status) => ({ status, allowed: allowedSaleTransitions(status).includes('quoted') })),
  )('from $status: a new quote is allowed=$allowed', async ({ status, allowed }) => {
    const sale = await saleIn(status);
    const quote = await insertQuote(t.db, { saleId: sale.id });
    const response = await put(`/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: quote.quoteHash,
      version: 1,
    });
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.status).toBe('quoted');
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({
        reason: 'FORBIDDEN_TRANSITION',
        status,
        allowed: allowedSaleTransitions(status),
      });
    }
  });
});

describe('PUT /ventes/{id}/status', () => {
  it('marks an open sale lost with its reason', async () => {
    const sale = await saleIn('quoted');
    const response = await put(`/api/ventes/${sale.id}/status`, {
      status: 'lost',
      reason: 'Went with a competitor',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'lost',
      lostReason: 'Went with a competitor',
      version: 2,
    });
    const history = await readHistory(t, seller.cookie, 'sale', sale.id);
    expect(history.at(-1)?.changes).toMatchObject({ status: { before: 'quoted', after: 'lost' } });
  });

  it('dates the move by the application clock, not the machine’s', async () => {
    const sale = await saleIn('quoted');
    setClockOffsetHours(24 * 30);
    try {
      const response = await put(`/api/ventes/${sale.id}/status`, {
        status: 'lost',
        reason: 'x',
        version: 1,
      });
      expect(response.statusCode, response.body).toBe(200);
      const moved = await readSale(sale.id);
      const expected = Date.now() + 30 * 86_400_000;
      expect(Math.abs(moved.statusChangedAt.getTime() - expected)).toBeLessThan(60_000);
    } finally {
      setClockOffsetHours(0);
    }
  });

  it('refuses lost without a reason (400 naming reason), and a stale version (409)', async () => {
    const sale = await saleIn('draft');
    const missing = await put(`/api/ventes/${sale.id}/status`, { status: 'lost', version: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual([expect.objectContaining({ path: 'reason' })]);
    const stale = await put(`/api/ventes/${sale.id}/status`, { status: 'lost', reason: 'x', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
  });

  it.each([
    ['an unknown status', { status: 'won', version: 1 }, 'status'],
    ['no version', { status: 'lost', reason: 'x', version: 0 }, 'version'],
    ['a blank reason', { status: 'lost', reason: '', version: 1 }, 'reason'],
  ])('refuses %s with 400', async (_case, payload, path) => {
    const sale = await saleIn('draft');
    const response = await put(`/api/ventes/${sale.id}/status`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toContainEqual(expect.objectContaining({ path }));
  });

  // Every (from, to) pair of the machine through the status endpoint: lost where allowed, the own step's
  // refusal for the other allowed moves, FORBIDDEN_TRANSITION with the allowed moves otherwise.
  const PAIRS = SALE_STATUSES.flatMap((from) => SALE_STATUSES.map((to) => ({ from, to })));
  it.each(PAIRS)('$from → $to', async ({ from, to }) => {
    const sale = await saleIn(from);
    const response = await put(`/api/ventes/${sale.id}/status`, { status: to, reason: 'Test', version: 1 });
    const allowed = allowedSaleTransitions(from);
    if (!allowed.includes(to)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({ reason: 'FORBIDDEN_TRANSITION', status: from, allowed });
    } else if (to !== 'lost') {
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({ reason: 'TRANSITION_HAS_ITS_OWN_STEP', status: to });
    } else {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'lost', lostReason: 'Test' });
    }
  });
});
