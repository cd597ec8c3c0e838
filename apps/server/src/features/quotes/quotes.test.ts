import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerTypes, sales } from '@/db/schema/index.ts';
import { auditOf, EFFECTIVE_DATE, insertSale, readQuote, startQuoteSuite } from '@/test/quote-fixtures.ts';

/** `POST /products/quote` and `PUT /products/quote/status` (issue 9). */

const suite = startQuoteSuite(async ({ t }) => {
  // A provider type the catalogue knows but no quote back-end serves.
  await t.db.insert(providerTypes).values({ code: 'sans-tarif', name: 'Sans tarif' });
});

const saleOfAgent = (overrides: Parameters<typeof insertSale>[3] = {}) =>
  insertSale(suite.t, suite.world.agent, suite.world.company.id, overrides);

const createBody = (saleId: string) => ({ saleId, postcode: '75011', effectiveDate: EFFECTIVE_DATE });

describe('POST /products/quote', () => {
  it('creates a draft quote with an unguessable hash, audited', async () => {
    const sale = await saleOfAgent();
    const first = await suite.api.create(suite.world.agent.cookie, sale.id);
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
    const [created] = await auditOf(suite.t, 'quote', first.quoteHash);
    expect(created).toMatchObject({ action: 'create', actorId: suite.world.agent.id });
  });

  it('cancels the previous open quote of the sale', async () => {
    const sale = await saleOfAgent();
    const first = await suite.api.create(suite.world.agent.cookie, sale.id);
    const second = await suite.api.create(suite.world.agent.cookie, sale.id);
    expect(second.quoteHash).not.toBe(first.quoteHash);
    expect(await readQuote(suite.t, first.quoteHash)).toMatchObject({ status: 'cancelled', version: 2 });
    expect(await readQuote(suite.t, second.quoteHash)).toMatchObject({ status: 'draft' });
    const history = await auditOf(suite.t, 'quote', first.quoteHash);
    expect(history.map((entry) => entry.changes.status)).toContainEqual({
      before: 'draft',
      after: 'cancelled',
    });
  });

  it('needs the product line of this provider type and an editable sale', async () => {
    const withoutLine = await saleOfAgent({ providerType: null, gammeCode: null });
    const incomplete = await suite.api.call(
      'POST',
      'quote',
      createBody(withoutLine.id),
      suite.world.agent.cookie,
    );
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().details).toEqual({ reason: 'SALE_INCOMPLETE', missing: ['formData'] });

    const otherProvider = await saleOfAgent({ providerType: 'santeplus', gammeCode: 'SP_SANTE' });
    const mismatch = await suite.api.call(
      'POST',
      'quote',
      createBody(otherProvider.id),
      suite.world.agent.cookie,
    );
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().details.reason).toBe('QUOTE_MISMATCH');

    const signed = await saleOfAgent({ status: 'signed' });
    const locked = await suite.api.call('POST', 'quote', createBody(signed.id), suite.world.agent.cookie);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().details).toEqual({ reason: 'SALE_NOT_EDITABLE', status: 'signed' });
  });

  it('answers 404 for a sale outside the caller scope, and lets the team manager quote', async () => {
    const sale = await saleOfAgent();
    for (const outsider of [suite.world.colleague, suite.world.otherTeamManager]) {
      const response = await suite.api.call('POST', 'quote', createBody(sale.id), outsider.cookie);
      expect(response.statusCode).toBe(404);
    }
    const deleted = await saleOfAgent({ deletedAt: new Date() });
    expect(
      (await suite.api.call('POST', 'quote', createBody(deleted.id), suite.world.agent.cookie)).statusCode,
    ).toBe(404);
    await suite.api.create(suite.world.manager.cookie, sale.id);
  });

  it('refuses a provider type without a quote back-end and an unknown one', async () => {
    const sale = await saleOfAgent({ providerType: 'sans-tarif' });
    const none = await suite.api.call(
      'POST',
      'quote',
      createBody(sale.id),
      suite.world.agent.cookie,
      'sans-tarif',
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toMatchObject({
      reason: 'NO_PRICING_PROVIDER',
      fields: [{ path: 'providerType' }],
    });
    const unknown = await suite.api.call(
      'POST',
      'quote',
      createBody(sale.id),
      suite.world.agent.cookie,
      'nobody',
    );
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
      const response = await suite.api.call('POST', 'quote', payload, suite.world.agent.cookie, providerType);
      expect(response.statusCode).toBe(400);
      const paths = (response.json().details.fields as { path: string }[]).map((entry) => entry.path);
      expect(paths).toContain(field);
    }
  });
});

describe('PUT /products/quote/status', () => {
  it('follows the state machine: proposed, accepted, back to draft, cancelled and final', async () => {
    const sale = await saleOfAgent();
    let quote = await suite.api.complete(suite.world.agent.cookie, sale.id, suite.world.products.famA.id, {
      payment: false,
      status: 'proposed',
    });
    expect(quote.status).toBe('proposed');
    quote = await suite.api.setStatus(suite.world.agent.cookie, quote, 'accepted');
    quote = await suite.api.setStatus(suite.world.agent.cookie, quote, 'draft');
    expect(quote).toMatchObject({ status: 'draft', products: [expect.anything()] });
    quote = await suite.api.setStatus(suite.world.agent.cookie, quote, 'proposed');
    quote = await suite.api.setStatus(suite.world.agent.cookie, quote, 'cancelled');

    const again = await suite.api.call(
      'PUT',
      'quote/status',
      { quoteHash: quote.quoteHash, version: quote.version, status: 'draft' },
      suite.world.agent.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual({
      reason: 'FORBIDDEN_QUOTE_TRANSITION',
      status: 'cancelled',
      allowed: [],
    });
    const history = await auditOf(suite.t, 'quote', quote.quoteHash);
    expect(history.filter((entry) => entry.changes.status).length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a forbidden move with the status and the allowed ones, and subscribed outside subscribe', async () => {
    const sale = await saleOfAgent();
    const quote = await suite.api.create(suite.world.agent.cookie, sale.id);
    const move = (status: string) =>
      suite.api.call(
        'PUT',
        'quote/status',
        { quoteHash: quote.quoteHash, version: quote.version, status },
        suite.world.agent.cookie,
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
    expect(await readQuote(suite.t, quote.quoteHash)).toMatchObject({ status: 'draft', version: 1 });
  });

  it('answers 409 STALE_WRITE with the quote for a stale or missing version', async () => {
    const sale = await saleOfAgent();
    const quote = await suite.api.create(suite.world.agent.cookie, sale.id);
    await suite.api.setStatus(suite.world.agent.cookie, quote, 'expired');
    for (const version of [quote.version, undefined]) {
      const stale = await suite.api.call(
        'PUT',
        'quote/status',
        { quoteHash: quote.quoteHash, version, status: 'cancelled' },
        suite.world.agent.cookie,
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
    const quote = await suite.api.create(suite.world.agent.cookie, sale.id);
    const payload = { quoteHash: quote.quoteHash, version: quote.version, status: 'cancelled' };
    for (const cookie of [suite.world.colleague.cookie, suite.world.otherTeamManager.cookie]) {
      const response = await suite.api.call('PUT', 'quote/status', payload, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Quote not found.');
    }
    const missing = await suite.api.call(
      'PUT',
      'quote/status',
      { ...payload, quoteHash: 'no-such-quote' },
      suite.world.agent.cookie,
    );
    expect(missing.statusCode).toBe(404);
    const mismatch = await suite.api.call(
      'PUT',
      'quote/status',
      payload,
      suite.world.agent.cookie,
      'santeplus',
    );
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().details.reason).toBe('QUOTE_MISMATCH');
    await suite.t.db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
    expect((await suite.api.call('PUT', 'quote/status', payload, suite.world.agent.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('every call on a quote', () => {
  it("answers 404 for a quote of a sale outside the caller's scope and changes nothing", async () => {
    const sale = await saleOfAgent();
    let quote = await suite.api.create(suite.world.agent.cookie, sale.id);
    quote = await suite.api.addUser(suite.world.agent.cookie, quote, {
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
        { ...named, productId: suite.world.products.famA.id, recommendationReason: 'Cheapest' },
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
      for (const outsider of [suite.world.colleague, suite.world.otherTeamManager]) {
        const response = await suite.api.call(method, path, payload, outsider.cookie);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      }
      const unknown = await suite.api.call(
        method,
        path,
        { ...payload, quoteHash: 'unknown-quote' },
        suite.world.agent.cookie,
      );
      expect({ path, status: unknown.statusCode }).toEqual({ path, status: 404 });
    }
    expect(await readQuote(suite.t, quote.quoteHash)).toMatchObject({
      version: quote.version,
      status: 'draft',
    });
  });
});
