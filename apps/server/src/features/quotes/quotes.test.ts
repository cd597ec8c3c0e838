import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTypes, sales } from '@/db/schema/index.ts';
import type { TestApp } from '@/test/build-app.ts';
import {
  auditOf,
  EFFECTIVE_DATE,
  insertSale,
  type QuoteWorld,
  type quoteCalls,
  readQuote,
  startQuoteSuite,
} from '@/test/quote-fixtures.ts';

/** `POST /products/quote` and `PUT /products/quote/status` (issue 9). */

let t: TestApp;
let world: QuoteWorld;
let api: ReturnType<typeof quoteCalls>;

beforeAll(async () => {
  ({ t, world, api } = await startQuoteSuite());
  // A provider type the catalogue knows but no quote back-end serves.
  await t.db.insert(providerTypes).values({ code: 'sans-tarif', name: 'Sans tarif' });
}, 60_000);
afterAll(() => t.close());

const saleOfAgent = (overrides: Parameters<typeof insertSale>[3] = {}) =>
  insertSale(t, world.agent, world.company.id, overrides);

const createBody = (saleId: string) => ({ saleId, postcode: '75011', effectiveDate: EFFECTIVE_DATE });

describe('POST /products/quote', () => {
  it('creates a draft quote with an unguessable hash, audited', async () => {
    const sale = await saleOfAgent();
    const first = await api.create(world.agent.cookie, sale.id);
    expect(first).toMatchObject({
      providerType: 'actudata',
      saleId: sale.id,
      status: 'draft',
      version: 1,
      postcode: '75011',
      effectiveDate: EFFECTIVE_DATE,
      users: [],
      products: [],
      payments: [],
    });
    expect(first.quoteHash).toMatch(/^[\w-]{24}$/);
    const [created] = await auditOf(t, 'quote', first.quoteHash);
    expect(created).toMatchObject({ action: 'create', actorId: world.agent.id });
  });

  it('cancels the previous open quote of the sale', async () => {
    const sale = await saleOfAgent();
    const first = await api.create(world.agent.cookie, sale.id);
    const second = await api.create(world.agent.cookie, sale.id);
    expect(second.quoteHash).not.toBe(first.quoteHash);
    expect(await readQuote(t, first.quoteHash)).toMatchObject({ status: 'cancelled', version: 2 });
    expect(await readQuote(t, second.quoteHash)).toMatchObject({ status: 'draft' });
    const history = await auditOf(t, 'quote', first.quoteHash);
    expect(history.map((entry) => entry.changes.status)).toContainEqual({
      before: 'draft',
      after: 'cancelled',
    });
  });

  it('needs the product line of this provider type and an editable sale', async () => {
    const withoutLine = await saleOfAgent({ providerType: null, gammeCode: null });
    const incomplete = await api.call('POST', 'quote', createBody(withoutLine.id), world.agent.cookie);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().details).toEqual({ reason: 'SALE_INCOMPLETE', missing: ['formData'] });

    const otherProvider = await saleOfAgent({ providerType: 'santeplus', gammeCode: 'SP_SANTE' });
    const mismatch = await api.call('POST', 'quote', createBody(otherProvider.id), world.agent.cookie);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().details.reason).toBe('QUOTE_MISMATCH');

    const signed = await saleOfAgent({ status: 'signed' });
    const locked = await api.call('POST', 'quote', createBody(signed.id), world.agent.cookie);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().details).toEqual({ reason: 'SALE_NOT_EDITABLE', status: 'signed' });
  });

  it('answers 404 for a sale outside the caller scope, and lets the team manager quote', async () => {
    const sale = await saleOfAgent();
    for (const outsider of [world.colleague, world.otherTeamManager]) {
      const response = await api.call('POST', 'quote', createBody(sale.id), outsider.cookie);
      expect(response.statusCode).toBe(404);
    }
    const deleted = await saleOfAgent({ deletedAt: new Date() });
    expect((await api.call('POST', 'quote', createBody(deleted.id), world.agent.cookie)).statusCode).toBe(
      404,
    );
    await api.create(world.manager.cookie, sale.id);
  });

  it('refuses a provider type without a quote back-end and an unknown one', async () => {
    const sale = await saleOfAgent({ providerType: 'sans-tarif' });
    const none = await api.call('POST', 'quote', createBody(sale.id), world.agent.cookie, 'sans-tarif');
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toMatchObject({
      reason: 'NO_PRICING_PROVIDER',
      fields: [{ path: 'providerType' }],
    });
    const unknown = await api.call('POST', 'quote', createBody(sale.id), world.agent.cookie, 'nobody');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([expect.objectContaining({ path: 'providerType' })]);
  });

  it('answers 400 naming the fields of a malformed request', async () => {
    const sale = await saleOfAgent();
    const cases: [object, string, string?][] = [
      [{ ...createBody(sale.id), postcode: '7501' }, 'postcode'],
      [{ ...createBody(sale.id), effectiveDate: '2001-01-01' }, 'effectiveDate'],
      [{ ...createBody('not-a-uuid') }, 'saleId'],
      [createBody(sale.id), 'providerType', ''],
    ];
    for (const [payload, field, providerType] of cases) {
      const response = await api.call('POST', 'quote', payload, world.agent.cookie, providerType);
      expect(response.statusCode).toBe(400);
      const paths = (response.json().details.fields as { path: string }[]).map((entry) => entry.path);
      expect(paths).toContain(field);
    }
  });
});

describe('PUT /products/quote/status', () => {
  it('follows the state machine: proposed, accepted, back to draft, cancelled and final', async () => {
    const sale = await saleOfAgent();
    let quote = await api.complete(world.agent.cookie, sale.id, world.products.famA.id, {
      payment: false,
      status: 'proposed',
    });
    expect(quote.status).toBe('proposed');
    quote = await api.setStatus(world.agent.cookie, quote, 'accepted');
    quote = await api.setStatus(world.agent.cookie, quote, 'draft');
    expect(quote).toMatchObject({ status: 'draft', products: [expect.anything()] });
    quote = await api.setStatus(world.agent.cookie, quote, 'proposed');
    quote = await api.setStatus(world.agent.cookie, quote, 'cancelled');

    const again = await api.call(
      'PUT',
      'quote/status',
      { quoteHash: quote.quoteHash, version: quote.version, status: 'draft' },
      world.agent.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual({
      reason: 'FORBIDDEN_QUOTE_TRANSITION',
      status: 'cancelled',
      allowed: [],
    });
    const history = await auditOf(t, 'quote', quote.quoteHash);
    expect(history.filter((entry) => entry.changes.status).length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a forbidden move with the status and the allowed ones, and subscribed outside subscribe', async () => {
    const sale = await saleOfAgent();
    const quote = await api.create(world.agent.cookie, sale.id);
    const move = (status: string) =>
      api.call(
        'PUT',
        'quote/status',
        { quoteHash: quote.quoteHash, version: quote.version, status },
        world.agent.cookie,
      );
    const accepted = await move('accepted');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().details).toEqual({
      reason: 'FORBIDDEN_QUOTE_TRANSITION',
      status: 'draft',
      allowed: ['proposed', 'cancelled', 'expired'],
    });
    const proposed = await move('proposed');
    expect(proposed.statusCode).toBe(409);
    expect(proposed.json().details).toEqual({ reason: 'QUOTE_INCOMPLETE', missing: ['users', 'product'] });
    const subscribed = await move('subscribed');
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json().details.reason).toBe('TRANSITION_HAS_ITS_OWN_STEP');
    const unknown = await move('signed');
    expect(unknown.statusCode).toBe(400);
    expect(await readQuote(t, quote.quoteHash)).toMatchObject({ status: 'draft', version: 1 });
  });

  it('answers 409 STALE_WRITE with the quote for a stale or missing version', async () => {
    const sale = await saleOfAgent();
    const quote = await api.create(world.agent.cookie, sale.id);
    await api.setStatus(world.agent.cookie, quote, 'expired');
    for (const version of [quote.version, undefined]) {
      const stale = await api.call(
        'PUT',
        'quote/status',
        { quoteHash: quote.quoteHash, version, status: 'cancelled' },
        world.agent.cookie,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'STALE_WRITE',
        details: { current: { quoteHash: quote.quoteHash, status: 'expired', version: 2 } },
      });
    }
  });

  it("answers 404 for a quote of a sale outside the caller's scope or a deleted sale", async () => {
    const sale = await saleOfAgent();
    const quote = await api.create(world.agent.cookie, sale.id);
    const payload = { quoteHash: quote.quoteHash, version: quote.version, status: 'cancelled' };
    for (const cookie of [world.colleague.cookie, world.otherTeamManager.cookie]) {
      const response = await api.call('PUT', 'quote/status', payload, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Quote not found.');
    }
    const missing = await api.call(
      'PUT',
      'quote/status',
      { ...payload, quoteHash: 'no-such-quote' },
      world.agent.cookie,
    );
    expect(missing.statusCode).toBe(404);
    const mismatch = await api.call('PUT', 'quote/status', payload, world.agent.cookie, 'santeplus');
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().details.reason).toBe('QUOTE_MISMATCH');
    await t.db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
    expect((await api.call('PUT', 'quote/status', payload, world.agent.cookie)).statusCode).toBe(404);
  });
});

describe('every call on a quote', () => {
  it("answers 404 for a quote of a sale outside the caller's scope and changes nothing", async () => {
    const sale = await saleOfAgent();
    let quote = await api.create(world.agent.cookie, sale.id);
    quote = await api.addUser(world.agent.cookie, quote, {
      role: 'main',
      birthDate: '1980-02-03',
      regime: 'general',
    });
    const person = quote.users[0];
    if (!person) throw new Error('no person');
    const named = { quoteHash: quote.quoteHash, version: quote.version };
    const adult = { role: 'main', birthDate: '1980-02-03', regime: 'general' };
    const calls: ['POST' | 'PUT', string, object][] = [
      ['POST', 'quote-param/user', { ...named, ...adult, role: 'child' }],
      ['PUT', `quote-param/user/${person.id}`, { ...named, ...adult }],
      [
        'POST',
        'quote-param/product',
        { ...named, productId: world.products.famA.id, recommendationReason: 'Cheapest' },
      ],
      [
        'POST',
        'quote-param/payment',
        {
          ...named,
          iban: 'FR7630006000011234567890189',
          bic: 'BNPAFRPPXXX',
          holder: 'Claire Martin',
          debitDay: 5,
          frequency: 'monthly',
        },
      ],
      ['PUT', 'quote/status', { ...named, status: 'cancelled' }],
      ['POST', 'subscribe', named],
    ];
    for (const [method, path, payload] of calls) {
      for (const outsider of [world.colleague, world.otherTeamManager]) {
        const response = await api.call(method, path, payload, outsider.cookie);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      }
      const unknown = await api.call(
        method,
        path,
        { ...payload, quoteHash: 'unknown-quote' },
        world.agent.cookie,
      );
      expect({ path, status: unknown.statusCode }).toEqual({ path, status: 404 });
    }
    expect(await readQuote(t, quote.quoteHash)).toMatchObject({ version: quote.version, status: 'draft' });
  });
});
