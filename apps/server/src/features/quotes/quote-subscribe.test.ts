import { todayInFrance } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes, sales } from '@/db/schema/index.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import {
  auditOf,
  insertCustomer,
  insertSale,
  readQuote,
  readSale,
  startQuoteSuite,
} from '@/test/quote-fixtures.ts';

/** `POST /products/subscribe`: the quote and the sale become subscribed together, or neither does (issue 9). */

const suite = startQuoteSuite();

/** What `PUT /ventes/{id}/quote-hash` does (the ventes feature's own step): link the quote, sale → quoted. */
const link = async (saleId: string, quoteHash: string) => {
  const [linked] = await suite.t.db
    .update(sales)
    .set({ quoteHash, status: 'quoted' })
    .where(eq(sales.id, saleId))
    .returning();
  if (!linked) throw new Error('sale not linked');
  return linked;
};

/** A sale with its customer and an accepted, complete quote linked to it. */
const readySale = async (options: Parameters<typeof suite.api.complete>[3] = {}) => {
  const customer = await insertCustomer(suite.t, suite.world.agent, suite.world.company.id);
  const created = await insertSale(suite.t, suite.world.agent, suite.world.company.id, {
    customerId: customer.id,
  });
  const quote = await suite.api.complete(
    suite.world.agent.cookie,
    created.id,
    suite.world.products.famA.id,
    options,
  );
  const sale = await link(created.id, quote.quoteHash);
  return { sale, quote };
};

const subscribe = (payload: object, cookie = suite.world.agent.cookie, providerType?: string) =>
  suite.api.call('POST', 'subscribe', payload, cookie, providerType);

describe('POST /products/subscribe', () => {
  it('subscribes the quote and the sale in one step, with the subscribed premium and both audited', async () => {
    const { sale, quote } = await readySale();
    await nextMillisecond();
    const response = await subscribe({
      quoteHash: quote.quoteHash,
      version: quote.version,
      saleVersion: sale.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'subscribed', version: quote.version + 1 });
    const after = await readSale(suite.t, sale.id);
    expect(after).toMatchObject({
      status: 'subscribed',
      version: sale.version + 1,
      monthlyPremiumCents: 14_000,
      offer: { productCode: 'FAM_A' },
    });
    expect(after.subscribedAt).toBeInstanceOf(Date);
    const quoteEntry = (await auditOf(suite.t, 'quote', quote.quoteHash)).at(-1);
    expect(quoteEntry?.changes).toEqual({ status: { before: 'accepted', after: 'subscribed' } });
    const saleEntry = (await auditOf(suite.t, 'sale', sale.id)).at(-1);
    expect(saleEntry?.changes).toMatchObject({ status: { before: 'quoted', after: 'subscribed' } });

    const twice = await subscribe({ quoteHash: quote.quoteHash, version: quote.version + 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details).toEqual({
      reason: 'FORBIDDEN_QUOTE_TRANSITION',
      status: 'subscribed',
      allowed: [],
    });
  });

  it('rolls the quote back when the sale changed since the client read it (stale sale version)', async () => {
    const { sale, quote } = await readySale();
    const response = await subscribe({
      quoteHash: quote.quoteHash,
      version: quote.version,
      saleVersion: sale.version - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STALE_WRITE',
      details: { current: { id: sale.id, status: 'quoted', version: sale.version } },
    });
    expect(await readQuote(suite.t, quote.quoteHash)).toMatchObject({
      status: 'accepted',
      version: quote.version,
    });
    expect(await readSale(suite.t, sale.id)).toMatchObject({ status: 'quoted', subscribedAt: null });
    const history = await auditOf(suite.t, 'quote', quote.quoteHash);
    expect(history.some((entry) => JSON.stringify(entry.changes).includes('subscribed'))).toBe(false);
  });

  it('lets one of two simultaneous subscriptions through; the other answers 409', async () => {
    const { sale, quote } = await readySale();
    const payload = { quoteHash: quote.quoteHash, version: quote.version };
    const answers = await Promise.all([subscribe(payload), subscribe(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await readSale(suite.t, sale.id)).toMatchObject({
      status: 'subscribed',
      version: sale.version + 1,
    });
    const subscriptions = (await auditOf(suite.t, 'sale', sale.id)).filter(
      (entry) => (entry.changes.status as { after?: string } | undefined)?.after === 'subscribed',
    );
    expect(subscriptions).toHaveLength(1);
  });

  it('answers 409 STALE_WRITE with the quote for a stale quote version', async () => {
    const { quote } = await readySale();
    const response = await subscribe({ quoteHash: quote.quoteHash, version: quote.version - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.current).toMatchObject({ quoteHash: quote.quoteHash, status: 'accepted' });
  });

  it('needs an accepted quote with people, product and payment', async () => {
    const unpaid = await readySale({ payment: false });
    const incomplete = await subscribe({ quoteHash: unpaid.quote.quoteHash, version: unpaid.quote.version });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().details).toEqual({ reason: 'QUOTE_INCOMPLETE', missing: ['payment'] });

    const proposed = await readySale({ status: 'proposed' });
    const notAccepted = await subscribe({
      quoteHash: proposed.quote.quoteHash,
      version: proposed.quote.version,
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().details).toEqual({
      reason: 'FORBIDDEN_QUOTE_TRANSITION',
      status: 'proposed',
      allowed: ['draft', 'accepted', 'cancelled', 'expired'],
    });
  });

  it('refuses a quote whose effective date has passed (409 QUOTE_EXPIRED); nothing changes', async () => {
    const { sale, quote } = await readySale();
    const yesterday = new Date(Date.parse(`${todayInFrance()}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await suite.t.db
      .update(quotes)
      .set({ effectiveDate: yesterday })
      .where(eq(quotes.quoteHash, quote.quoteHash));
    const response = await subscribe({ quoteHash: quote.quoteHash, version: quote.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ reason: 'QUOTE_EXPIRED', effectiveDate: yesterday });
    expect((await readQuote(suite.t, quote.quoteHash)).status).toBe('accepted');
    expect((await readSale(suite.t, sale.id)).status).toBe('quoted');
  });

  it('needs the quote linked to a quoted sale with its call, customer and household', async () => {
    const unlinked = await readySale();
    const attempt = (quote: { quoteHash: string; version: number }) =>
      subscribe({ quoteHash: quote.quoteHash, version: quote.version });

    await suite.t.db.update(sales).set({ quoteHash: null }).where(eq(sales.id, unlinked.sale.id));
    const mismatch = await attempt(unlinked.quote);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().details.reason).toBe('QUOTE_MISMATCH');

    await suite.t.db
      .update(sales)
      .set({ quoteHash: unlinked.quote.quoteHash, status: 'draft' })
      .where(eq(sales.id, unlinked.sale.id));
    const draft = await attempt(unlinked.quote);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().details).toEqual({
      reason: 'FORBIDDEN_TRANSITION',
      status: 'draft',
      allowed: ['quoted', 'lost'],
    });

    await suite.t.db
      .update(sales)
      .set({ status: 'quoted', callConsentAt: null, customerId: null, household: null })
      .where(eq(sales.id, unlinked.sale.id));
    const incomplete = await attempt(unlinked.quote);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().details).toEqual({
      reason: 'SALE_INCOMPLETE',
      missing: ['call', 'customer', 'household'],
    });
    expect(await readQuote(suite.t, unlinked.quote.quoteHash)).toMatchObject({ status: 'accepted' });
  });

  it('accepts an in-person sale without call consents', async () => {
    const { sale, quote } = await readySale();
    await suite.t.db
      .update(sales)
      .set({ channel: 'in_person', callConsentAt: null, recordingAnnouncedAt: null })
      .where(eq(sales.id, sale.id));
    const response = await subscribe({ quoteHash: quote.quoteHash, version: quote.version });
    expect(response.statusCode).toBe(200);
    expect((await readSale(suite.t, sale.id)).status).toBe('subscribed');
  });

  it('answers 404 outside the scope, 403 without VenteModule:ventes:update, 400 for a bad body', async () => {
    const { quote } = await readySale();
    const payload = { quoteHash: quote.quoteHash, version: quote.version };
    expect((await subscribe(payload, suite.world.colleague.cookie)).statusCode).toBe(404);
    expect((await subscribe(payload, suite.world.otherTeamManager.cookie)).statusCode).toBe(404);
    const quoteOnly = await subscribe(payload, suite.world.quoteOnly.cookie);
    expect(quoteOnly.statusCode).toBe(403);
    expect(quoteOnly.json().code).toBe('FORBIDDEN');
    const noProvider = await subscribe(payload, suite.world.agent.cookie, '');
    expect(noProvider.statusCode).toBe(400);
    const badHash = await subscribe({ quoteHash: '', version: 1 });
    expect(badHash.statusCode).toBe(400);
    expect(await readQuote(suite.t, quote.quoteHash)).toMatchObject({ status: 'accepted' });
    // The team's manager may subscribe a sale of the team.
    expect((await subscribe(payload, suite.world.manager.cookie)).statusCode).toBe(200);
  });
});
