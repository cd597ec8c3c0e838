import { todayInFrance } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '@/db/schema/index.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import {
  auditOf,
  bornAged,
  FAMILY,
  insertCustomer,
  insertSale,
  paymentOf,
  readQuote,
  readSale,
  startQuoteSuite,
} from '@/test/quote-fixtures.ts';

/** The quote-param calls: insured people, the product picked, the payment (issue 9). */

const suite = startQuoteSuite();

const newQuote = async (overrides: Parameters<typeof insertSale>[3] = {}) => {
  const sale = await insertSale(suite.t, suite.world.agent, suite.world.company.id, overrides);
  return { sale, quote: await suite.api.create(suite.world.agent.cookie, sale.id) };
};

const fieldsOf = (body: { details?: { fields?: { path: string }[] } }) =>
  (body.details?.fields ?? []).map((field) => field.path);

describe('POST and PUT /products/quote-param/user', () => {
  it('adds the household one person at a time and replaces a person by id', async () => {
    let { quote } = await newQuote();
    for (const person of FAMILY) quote = await suite.api.addUser(suite.world.agent.cookie, quote, person);
    expect(quote.users.map((user) => user.role)).toEqual(['main', 'spouse', 'child']);
    expect(quote.version).toBe(4);
    const child = quote.users[2];
    if (!child) throw new Error('no child');
    const replaced = await suite.api.ok(
      suite.api.call(
        'PUT',
        `quote-param/user/${child.id}`,
        {
          quoteHash: quote.quoteHash,
          version: quote.version,
          role: 'child',
          birthDate: bornAged(8),
          regime: 'general',
          firstName: 'Léa',
        },
        suite.world.agent.cookie,
      ),
    );
    expect(replaced.users[2]).toMatchObject({ id: child.id, birthDate: bornAged(8), firstName: 'Léa' });
    const unknownPerson = await suite.api.call(
      'PUT',
      'quote-param/user/00000000-0000-4000-8000-000000000000',
      { ...FAMILY[2], quoteHash: quote.quoteHash, version: replaced.version },
      suite.world.agent.cookie,
    );
    expect(unknownPerson.statusCode).toBe(404);
  });

  it('refuses a second main insured, a second spouse, a future birth date and an age no tariff prices', async () => {
    let { quote } = await newQuote();
    quote = await suite.api.addUser(suite.world.agent.cookie, quote, FAMILY[0] as (typeof FAMILY)[number]);
    quote = await suite.api.addUser(suite.world.agent.cookie, quote, FAMILY[1] as (typeof FAMILY)[number]);
    const add = (person: object) =>
      suite.api.call(
        'POST',
        'quote-param/user',
        { quoteHash: quote.quoteHash, version: quote.version, regime: 'general', ...person },
        suite.world.agent.cookie,
      );
    const tomorrow = new Date(`${todayInFrance()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const cases: [object, string][] = [
      [{ role: 'main', birthDate: bornAged(40) }, 'role'],
      [{ role: 'spouse', birthDate: bornAged(40) }, 'role'],
      [{ role: 'child', birthDate: tomorrow.toISOString().slice(0, 10) }, 'birthDate'],
      [{ role: 'child', birthDate: '1890-01-01' }, 'birthDate'],
      [{ role: 'cousin', birthDate: bornAged(40) }, 'role'],
      [{ role: 'child', birthDate: bornAged(4), regime: 'martian' }, 'regime'],
    ];
    for (const [person, field] of cases) {
      const response = await add(person);
      expect({ person, status: response.statusCode }).toEqual({ person, status: 400 });
      expect(fieldsOf(response.json())).toContain(field);
    }
    expect((await readQuote(suite.t, quote.quoteHash)).version).toBe(quote.version);
  });

  it('takes a proposed quote back to draft and clears the product, on the quote and on the sale', async () => {
    const sale = await insertSale(suite.t, suite.world.agent, suite.world.company.id);
    const proposed = await suite.api.complete(
      suite.world.agent.cookie,
      sale.id,
      suite.world.products.famA.id,
      {
        payment: false,
        status: 'accepted',
      },
    );
    expect((await readSale(suite.t, sale.id)).monthlyPremiumCents).toBeGreaterThan(0);
    const changed = await suite.api.addUser(suite.world.agent.cookie, proposed, {
      role: 'child',
      birthDate: bornAged(5),
      regime: 'general',
    });
    expect(changed).toMatchObject({ status: 'draft', products: [] });
    expect(await readSale(suite.t, sale.id)).toMatchObject({
      offer: null,
      monthlyPremiumCents: null,
      yearlyPremiumCents: null,
      recommendationReason: null,
    });
  });

  it('refuses a change to a final quote, a stale version, and a quote outside the scope', async () => {
    const { quote } = await newQuote();
    const cancelled = await suite.api.setStatus(suite.world.agent.cookie, quote, 'cancelled');
    const final = await suite.api.call(
      'POST',
      'quote-param/user',
      { ...FAMILY[0], quoteHash: cancelled.quoteHash, version: cancelled.version },
      suite.world.agent.cookie,
    );
    expect(final.statusCode).toBe(409);
    expect(final.json().details).toEqual({
      reason: 'FORBIDDEN_QUOTE_TRANSITION',
      status: 'cancelled',
      allowed: [],
    });
    const { quote: open } = await newQuote();
    const stale = await suite.api.call(
      'POST',
      'quote-param/user',
      { ...FAMILY[0], quoteHash: open.quoteHash, version: open.version + 1 },
      suite.world.agent.cookie,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    const outside = await suite.api.call(
      'POST',
      'quote-param/user',
      { ...FAMILY[0], quoteHash: open.quoteHash, version: open.version },
      suite.world.colleague.cookie,
    );
    expect(outside.statusCode).toBe(404);
  });
});

describe('POST /products/quote-param/product', () => {
  it("prices the household in the sale's gamme, keeps the offer and the reason, and copies it to the sale", async () => {
    const sale = await insertSale(suite.t, suite.world.agent, suite.world.company.id);
    let quote = await suite.api.create(suite.world.agent.cookie, sale.id);
    for (const person of FAMILY) quote = await suite.api.addUser(suite.world.agent.cookie, quote, person);
    await nextMillisecond();
    const picked = await suite.api.pickProduct(suite.world.agent.cookie, quote, suite.world.products.famB.id);
    expect(picked.status).toBe('proposed');
    expect(picked.products).toHaveLength(1);
    const [product] = picked.products;
    // Two adults at 80 € and a child at 20 €.
    expect(product).toMatchObject({
      offer: { product: { id: suite.world.products.famB.id }, monthlyTotalCents: 18_000 },
      recommendationReason: 'Best value',
    });
    expect(await readSale(suite.t, sale.id)).toMatchObject({
      offer: {
        productId: suite.world.products.famB.id,
        productCode: 'FAM_B',
        gammeCode: 'SANTE_FAMILLE',
        monthlyTotalCents: 18_000,
        yearlyTotalCents: 216_000,
      },
      monthlyPremiumCents: 18_000,
      yearlyPremiumCents: 216_000,
      recommendationReason: 'Best value',
      version: sale.version + 1,
    });
    const history = await auditOf(suite.t, 'quote', quote.quoteHash);
    expect(history.at(-1)?.changes).toMatchObject({
      status: { before: 'draft', after: 'proposed' },
      product: { after: { productCode: 'FAM_B', monthlyTotalCents: 18_000 } },
    });
    // Another pick on a proposed quote replaces the product and stays proposed.
    const again = await suite.api.pickProduct(suite.world.agent.cookie, picked, suite.world.products.famA.id);
    expect(again).toMatchObject({
      status: 'proposed',
      products: [{ offer: { product: { code: 'FAM_A' } } }],
    });
    // The offers priced beside it are kept for the advice document (DDA), cheapest first.
    const compared = (again.products[0] as { comparedOffers?: { productCode: string }[] }).comparedOffers;
    expect(compared?.map((offer) => offer.productCode)).toEqual(['FAM_A', 'FAM_B']);
  });

  it('refuses a product of another gamme, a quote without people, and a stale version', async () => {
    const sale = await insertSale(suite.t, suite.world.agent, suite.world.company.id);
    let quote = await suite.api.create(suite.world.agent.cookie, sale.id);
    const pick = (productId: string, version = quote.version) =>
      suite.api.call(
        'POST',
        'quote-param/product',
        { quoteHash: quote.quoteHash, version, productId, recommendationReason: 'Cheapest' },
        suite.world.agent.cookie,
      );
    const empty = await pick(suite.world.products.famA.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().details).toEqual({ reason: 'QUOTE_INCOMPLETE', missing: ['users'] });
    for (const person of FAMILY) quote = await suite.api.addUser(suite.world.agent.cookie, quote, person);
    const otherGamme = await pick(suite.world.products.essential.id);
    expect(otherGamme.statusCode).toBe(409);
    expect(otherGamme.json().details.reason).toBe('PRODUCT_NOT_OFFERED');
    const stale = await pick(suite.world.products.famA.id, quote.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    const noReason = await suite.api.call(
      'POST',
      'quote-param/product',
      { quoteHash: quote.quoteHash, version: quote.version, productId: suite.world.products.famA.id },
      suite.world.agent.cookie,
    );
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json())).toContain('recommendationReason');
    expect(await readQuote(suite.t, quote.quoteHash)).toMatchObject({ status: 'draft', products: [] });
  });
});

describe('POST /products/quote-param/payment', () => {
  it("seals the bank details on the sale's customer and keeps them masked on the quote, audited without values", async () => {
    const customer = await insertCustomer(suite.t, suite.world.agent, suite.world.company.id);
    const { quote } = await newQuote({ customerId: customer.id });
    await nextMillisecond();
    const paid = await suite.api.pay(suite.world.agent.cookie, quote);
    expect(paid.payments).toEqual([
      {
        ibanMasked: 'FR76 •••• … 189',
        bic: 'BNPAFRPPXXX',
        holder: 'Claire Martin',
        debitDay: 5,
        frequency: 'monthly',
      },
    ]);
    expect(paid.status).toBe('draft');
    const [stored] = await suite.t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(stored?.bankDetailsSealed).toBeTruthy();
    expect(stored?.bankDetailsSealed).not.toContain('30006000011234567890189');
    expect(JSON.parse(suite.t.app.bankDetailsBox.open(stored?.bankDetailsSealed ?? ''))).toMatchObject({
      iban: 'FR7630006000011234567890189',
    });
    const entries = [
      ...(await auditOf(suite.t, 'quote', quote.quoteHash)),
      ...(await auditOf(suite.t, 'customer', customer.id)),
    ];
    const written = JSON.stringify(entries.map((entry) => entry.changes));
    expect(written).not.toMatch(/30006000011234567890189|BNPAFRPPXXX|Claire Martin/);
    const quoteEntry = (await auditOf(suite.t, 'quote', quote.quoteHash)).at(-1);
    expect(quoteEntry?.changes).toEqual({ payment: { before: null, after: 'changed' } });
  });

  it('answers 400 naming iban for a bad IBAN and 409 for a sale without customer', async () => {
    const { quote } = await newQuote();
    const payload = paymentOf(quote);
    const badIban = await suite.api.call(
      'POST',
      'quote-param/payment',
      { ...payload, iban: 'FR76 3000 6000 0112 3456 7890 188' },
      suite.world.agent.cookie,
    );
    expect(badIban.statusCode).toBe(400);
    expect(fieldsOf(badIban.json())).toEqual(['iban']);
    const badDay = await suite.api.call(
      'POST',
      'quote-param/payment',
      { ...payload, debitDay: 31 },
      suite.world.agent.cookie,
    );
    expect(fieldsOf(badDay.json())).toContain('debitDay');
    const noCustomer = await suite.api.call('POST', 'quote-param/payment', payload, suite.world.agent.cookie);
    expect(noCustomer.statusCode).toBe(409);
    expect(noCustomer.json().details).toEqual({ reason: 'SALE_INCOMPLETE', missing: ['customer'] });
  });
});
