import type { DataScope, QuotationPersonInput } from '@brokerage/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  auditLog,
  companies,
  customers,
  products,
  productTariffs,
  quotes,
  sales,
  tariffZones,
  teams,
  users,
} from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { signInWithPermissions } from './auth-helpers.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { resetRateLimits } from './identity-helpers.ts';
import { familyOfThree, firstOfNextMonth } from './sale-fixtures.ts';

/**
 * A small sales world for the quote tests: a company with two actudata teams, sellers and a manager, products
 * of two gammes with their grids, and sales and customers written straight into their tables (the ventes and
 * customers routes are exercised by their own tests).
 */

export const EFFECTIVE_DATE = firstOfNextMonth();
const EFFECTIVE_YEAR = Number(EFFECTIVE_DATE.slice(0, 4));
export const bornAged = (age: number, monthDay = '05-10') => `${EFFECTIVE_YEAR - age}-${monthDay}`;

export const FAMILY: QuotationPersonInput[] = familyOfThree();

/** An IBAN and a BIC that pass ibantools, written as people type them. */
export const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const VALID_BIC = 'bnpafrppxxx';

const SELLER_KEYS = ['VenteModule:produits:quote', 'VenteModule:ventes:update'];

const addProduct = async (db: TestApp['db'], gammeCode: string, code: string, adultCents: number) => {
  const [row] = await db
    .insert(products)
    .values({ providerType: 'actudata', gammeCode, code, name: code, level: 1, active: true, guarantees: [] })
    .returning();
  if (!row) throw new Error('product not inserted');
  await db.insert(productTariffs).values([
    {
      productId: row.id,
      regime: 'general',
      zone: 3,
      beneficiary: 'child',
      ageMin: 0,
      ageMax: 17,
      monthlyCents: 2_000,
    },
    {
      productId: row.id,
      regime: 'general',
      zone: 3,
      beneficiary: 'adult',
      ageMin: 18,
      ageMax: 120,
      monthlyCents: adultCents,
    },
  ]);
  return row;
};

export type QuoteWorld = Awaited<ReturnType<typeof setUpQuoteWorld>>;

export const setUpQuoteWorld = async (t: TestApp) => {
  await seedCatalogue(t.db);
  await t.db.insert(tariffZones).values({ providerType: 'actudata', departement: '75', zone: 3 });
  const famA = await addProduct(t.db, 'SANTE_FAMILLE', 'FAM_A', 6_000);
  const famB = await addProduct(t.db, 'SANTE_FAMILLE', 'FAM_B', 8_000);
  const essential = await addProduct(t.db, 'SANTE_ESSENTIEL.ECO', 'ESS_E', 3_000);

  const [company] = await t.db
    .insert(companies)
    .values({ name: 'Horizon Courtage', providerTypes: ['actudata'] })
    .returning();
  if (!company) throw new Error('company not inserted');
  const teamRows = await t.db
    .insert(teams)
    .values(
      ['Famille', 'Autre'].map((name) => ({
        name,
        companyId: company.id,
        providerType: 'actudata',
        gammeAssignments: [{ providerType: 'actudata', gammes: ['SANTE_FAMILLE', 'SANTE_ESSENTIEL'] }],
      })),
    )
    .returning();
  const [famille, autre] = teamRows;
  if (!famille || !autre) throw new Error('teams not inserted');

  const person = async (keys: string[], dataScope: DataScope, teamId: string | null) => {
    await resetRateLimits(t.db);
    const signedIn = await signInWithPermissions(t, keys, dataScope);
    await t.db.update(users).set({ teamId, companyId: company.id }).where(eq(users.id, signedIn.user.id));
    return { id: signedIn.user.id, cookie: signedIn.cookie, teamId };
  };
  return {
    company,
    teams: { famille, autre },
    products: { famA, famB, essential },
    agent: await person(SELLER_KEYS, 'own', famille.id),
    colleague: await person(SELLER_KEYS, 'own', famille.id),
    manager: await person(SELLER_KEYS, 'team', famille.id),
    otherTeamManager: await person(SELLER_KEYS, 'team', autre.id),
    quoteOnly: await person(['VenteModule:produits:quote'], 'own', famille.id),
  };
};

/** What a quote test file works with: the app, its quote world and the quote calls. */
export interface QuoteSuite {
  t: TestApp;
  world: QuoteWorld;
  api: ReturnType<typeof quoteCalls>;
}

/**
 * A quote test file's set-up: registers its `beforeAll` (app, world, calls, then the file's own `setUp`) and
 * `afterAll` (closing the app), and answers the suite, filled in once `beforeAll` has run.
 */
export const startQuoteSuite = (setUp?: (suite: QuoteSuite) => Promise<void>): QuoteSuite => {
  const suite = {} as QuoteSuite;
  beforeAll(async () => {
    const t = await buildTestApp();
    Object.assign(suite, { t, world: await setUpQuoteWorld(t), api: quoteCalls(t) });
    await setUp?.(suite);
  }, 60_000);
  afterAll(() => suite.t?.close());
  return suite;
};

type Seller = { id: string; teamId: string | null };

export const insertCustomer = async (t: TestApp, owner: Seller, companyId: string) => {
  const [row] = await t.db
    .insert(customers)
    .values({
      civility: 'mrs',
      firstName: 'Claire',
      lastName: 'Martin',
      address: '12 rue de la Roquette',
      postcode: '75011',
      city: 'Paris',
      phone: '+33639981234',
      email: 'claire.martin@example.com',
      regime: 'general',
      searchText: 'claire martin claire.martin@example.com 33639981234',
      ownerId: owner.id,
      teamId: owner.teamId,
      companyId,
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  return row;
};

/**
 * A sale of `seller` ready for quoting: call done by phone with both consents, SANTE_FAMILLE chosen, the
 * household given. `overrides` changes any column (`customerId`, `status`, `quoteHash`...).
 */
export const insertSale = async (
  t: TestApp,
  seller: Seller,
  companyId: string,
  overrides: Partial<typeof sales.$inferInsert> = {},
) => {
  const now = new Date();
  const [row] = await t.db
    .insert(sales)
    .values({
      sellerId: seller.id,
      teamId: seller.teamId,
      companyId,
      channel: 'outbound_call',
      callConsentAt: now,
      recordingAnnouncedAt: now,
      providerType: 'actudata',
      gammeCode: 'SANTE_FAMILLE',
      household: { postcode: '75011', effectiveDate: EFFECTIVE_DATE, people: FAMILY },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('sale not inserted');
  return row;
};

/**
 * A sale of the suite's agent taken through the quote calls to `subscribed` (which queues its documents): a new
 * customer, the family's quote on `famA`, linked, then `POST /products/subscribe`. `overrides` as `insertSale`.
 */
export const subscribeSaleThroughQuote = async (
  { t, world, api }: QuoteSuite,
  overrides: Partial<typeof sales.$inferInsert> = {},
) => {
  const customer = await insertCustomer(t, world.agent, world.company.id);
  const created = await insertSale(t, world.agent, world.company.id, {
    customerId: customer.id,
    ...overrides,
  });
  const quote = await api.complete(world.agent.cookie, created.id, world.products.famA.id);
  await t.db
    .update(sales)
    .set({ quoteHash: quote.quoteHash, status: 'quoted' })
    .where(eq(sales.id, created.id));
  const linked = await readSale(t, created.id);
  const subscribed = await api.call(
    'POST',
    'subscribe',
    { quoteHash: quote.quoteHash, version: quote.version, saleVersion: linked.version },
    world.agent.cookie,
  );
  if (subscribed.statusCode !== 200) throw new Error(subscribed.body);
  return { customer, sale: created };
};

export const readSale = async (t: TestApp, id: string) => {
  const [row] = await t.db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw new Error('sale not found');
  return row;
};

export const readQuote = async (t: TestApp, quoteHash: string) => {
  const [row] = await t.db.select().from(quotes).where(eq(quotes.quoteHash, quoteHash));
  if (!row) throw new Error('quote not found');
  return row;
};

/** The audit entries of one record, oldest first. */
export const auditOf = (t: TestApp, entity: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));

interface QuoteBody {
  quoteHash: string;
  version: number;
  status: string;
  users: { id: string; role: string }[];
  products: { offer: { product: { id: string }; monthlyTotalCents: number }; recommendationReason: string }[];
  payments: Record<string, unknown>[];
}

type Method = 'POST' | 'PUT';

/** A valid `quote-param/payment` body for `quote` (its hash and version). */
export const paymentOf = (quote: Pick<QuoteBody, 'quoteHash' | 'version'>) => ({
  quoteHash: quote.quoteHash,
  version: quote.version,
  iban: VALID_IBAN,
  bic: VALID_BIC,
  holder: 'Claire Martin',
  debitDay: 5,
  frequency: 'monthly',
});

/** The quote calls as the web makes them, with `?providerType=` (actudata unless a test names another). */
export const quoteCalls = (t: TestApp) => {
  const call = (method: Method, path: string, payload: object, cookie: string, providerType = 'actudata') =>
    t.app.inject({
      method,
      url: `/api/products/${path}${providerType ? `?providerType=${providerType}` : ''}`,
      headers: { cookie },
      payload,
    });
  /** The answer's `data` after checking the status, so a failing step names its response. */
  const ok = async (response: Promise<Awaited<ReturnType<typeof call>>>, status = 200) => {
    const answered = await response;
    if (answered.statusCode !== status) throw new Error(`${answered.statusCode} ${answered.body}`);
    return answered.json().data as QuoteBody;
  };
  const create = (cookie: string, saleId: string) =>
    ok(call('POST', 'quote', { saleId, postcode: '75011', effectiveDate: EFFECTIVE_DATE }, cookie), 201);
  const addUser = (cookie: string, quote: QuoteBody, person: QuotationPersonInput) =>
    ok(
      call(
        'POST',
        'quote-param/user',
        { ...person, quoteHash: quote.quoteHash, version: quote.version },
        cookie,
      ),
    );
  const pickProduct = (cookie: string, quote: QuoteBody, productId: string) =>
    ok(
      call(
        'POST',
        'quote-param/product',
        { quoteHash: quote.quoteHash, version: quote.version, productId, recommendationReason: 'Best value' },
        cookie,
      ),
    );
  const pay = (cookie: string, quote: QuoteBody) =>
    ok(call('POST', 'quote-param/payment', paymentOf(quote), cookie));
  const setStatus = (cookie: string, quote: QuoteBody, status: string) =>
    ok(call('PUT', 'quote/status', { quoteHash: quote.quoteHash, version: quote.version, status }, cookie));
  /** A quote with the family, a product of SANTE_FAMILLE and, unless `payment: false`, the payment. */
  const complete = async (
    cookie: string,
    saleId: string,
    productId: string,
    { payment = true, status = 'accepted' }: { payment?: boolean; status?: 'proposed' | 'accepted' } = {},
  ) => {
    let quote = await create(cookie, saleId);
    for (const person of FAMILY) quote = await addUser(cookie, quote, person);
    quote = await pickProduct(cookie, quote, productId);
    if (payment) quote = await pay(cookie, quote);
    return status === 'accepted' ? setStatus(cookie, quote, 'accepted') : quote;
  };
  return { call, ok, create, addUser, pickProduct, pay, setStatus, complete };
};
