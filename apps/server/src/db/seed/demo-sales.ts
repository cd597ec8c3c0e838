import { createHash, randomUUID } from 'node:crypto';
import {
  type Answers,
  covers,
  customerSearchText,
  departementOf,
  type InsuredPerson,
  maskIban,
  monthInFrance,
  type PricedOffer,
  type QuoteStatus,
  type SaleStatus,
  todayInFrance,
  wentThroughSubscription,
} from '@brokerage/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import {
  appSettings,
  customers,
  gammes,
  projectObjectives,
  questions,
  quotes,
  sales,
  teams,
  users,
} from '@/db/schema/index.ts';
import { createTariffEnginePricing } from '@/integrations/insurers/tariff-engine-pricing.ts';
import { createSecretBox, type SecretBox } from '@/platform/secret-box.ts';
import { answersFor } from './demo-answers.ts';
import {
  type DemoCustomer,
  demoBankDetails,
  demoCustomer,
  demoHousehold,
  type SeededRandom,
  seededRandom,
} from './demo-people.ts';
import { seedDemoQuality } from './demo-quality.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

/**
 * A demo month of sales (issue 9) so the sale list and the dashboard are alive on a fresh start: for each demo
 * agent, a few sales in every status, with their customer (bank details sealed like the app seals them), the
 * needs-analysis answers, the household, the offer priced by the built-in tariff engine on the seeded
 * products, and the quote. Deterministic (a seeded generator) apart from the dates, which follow today: three
 * quarters fall in the current month (Europe/Paris), the rest in the 30 days before it. Written once, claimed
 * by an `app_settings` marker in the same transaction.
 */

const DEMO_SALES_MARKER = 'demo_sales_seeded';
const PROVIDER_TYPE = 'actudata';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How many sales of each status every demo agent gets. */
export const DEMO_STATUS_PLAN: readonly (readonly [SaleStatus, number])[] = [
  ['draft', 3],
  ['quoted', 4],
  ['subscribed', 3],
  ['documents_sent', 2],
  ['awaiting_signature', 2],
  ['signed', 2],
  ['quality_review', 1],
  // `validated` is the instant before `contract` (one transaction), never a resting status.
  ['rejected', 1],
  ['contract', 3],
  ['lost', 3],
];

const LOST_REASONS = [
  'Le client a trouvé moins cher ailleurs.',
  'Le client ne souhaite plus changer de mutuelle cette année.',
  'Injoignable après trois rappels.',
];
const RECOMMENDATION =
  'Meilleur rapport garanties / prix pour les besoins exprimés (soins courants, optique), dans le budget indiqué.';

const SIGNED_STATUSES: readonly SaleStatus[] = ['signed', 'quality_review', 'rejected', 'contract'];

const quoteStatusOf = (status: SaleStatus): QuoteStatus =>
  status === 'quoted' ? 'proposed' : status === 'lost' ? 'cancelled' : 'subscribed';

/** A stable id from a label, shaped as a version-4 UUID (the quote's people need ids). */
const stableUuid = (label: string) => {
  const hex = createHash('sha256').update(label).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** The first day of next month in France: an effective date every seeded household may still have. */
const nextMonthStart = (now: Date) => todayInFrance(new Date(monthInFrance(now).to.getTime() + HOUR));

interface Seller {
  id: string;
  teamId: string | null;
  companyId: string | null;
  gammeCodes: string[];
}

const demoSellers = async (db: Executor): Promise<Seller[]> => {
  const phones = DEMO_ACCOUNTS.filter((account) => account.role === 'agent').map((account) => account.phone);
  const rows = await db
    .select({
      id: users.id,
      teamId: users.teamId,
      companyId: users.companyId,
      assignments: teams.gammeAssignments,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(inArray(users.phone, phones), isNull(users.deletedAt)))
    .orderBy(users.phone);
  return rows.map((row) => ({
    id: row.id,
    teamId: row.teamId,
    companyId: row.companyId,
    gammeCodes: (row.assignments ?? [])
      .filter((assignment) => assignment.providerType === PROVIDER_TYPE)
      .flatMap((assignment) => assignment.gammes),
  }));
};

/** When the sale was made: three quarters in this month so far, the rest in the 30 days before it. */
const createdAtFor = (random: SeededRandom, now: Date) => {
  const monthStart = monthInFrance(now).from.getTime();
  const inMonth = random.next() < 0.75;
  const from = inMonth ? monthStart : monthStart - 30 * DAY;
  const to = inMonth ? now.getTime() - HOUR : monthStart;
  return new Date(from + random.next() * Math.max(to - from, HOUR));
};

interface Catalogue {
  gammeCodes: string[];
  questions: (typeof questions.$inferSelect)[];
  objectiveIds: string[];
}

const priceOffer = async (
  db: Executor,
  catalogue: Catalogue,
  {
    gammeCode,
    postcode,
    effectiveDate,
    people,
  }: { gammeCode: string; postcode: string; effectiveDate: string; people: InsuredPerson[] },
  random: SeededRandom,
): Promise<PricedOffer | null> => {
  const outcome = await createTariffEnginePricing({ db, providerType: PROVIDER_TYPE }).quote({
    providerType: PROVIDER_TYPE,
    effectiveDate,
    postcode,
    departement: departementOf(postcode) ?? postcode.slice(0, 2),
    people,
    gammeCodes: catalogue.gammeCodes.filter((code) => covers([gammeCode], code)),
  });
  const offers = [...outcome.offers].sort((left, right) => left.monthlyTotalCents - right.monthlyTotalCents);
  return offers.length === 0 ? null : (offers[random.int(0, offers.length - 1)] ?? null);
};

interface DemoRows {
  customers: (typeof customers.$inferInsert)[];
  sales: (typeof sales.$inferInsert)[];
  quotes: (typeof quotes.$inferInsert)[];
}

/** One sale with its customer and quote, every step it has passed filled in, added to `rows`. */
const buildOneSale = async (
  rows: DemoRows,
  tx: Executor,
  {
    box,
    catalogue,
    seller,
    status,
    createdAt,
    index,
    random,
    now,
  }: {
    box: SecretBox;
    catalogue: Catalogue;
    seller: Seller;
    status: SaleStatus;
    createdAt: Date;
    index: number;
    random: SeededRandom;
    now: Date;
  },
) => {
  const person: DemoCustomer = demoCustomer(random, index);
  const gammeCode = random.pick(seller.gammeCodes);
  const household = demoHousehold(random, person, {
    senior: gammeCode.startsWith('SANTE_SENIOR'),
    family: gammeCode.startsWith('SANTE_FAMILLE'),
    thisYear: now.getUTCFullYear(),
  });
  const started = status !== 'draft' || index % 3 !== 0;
  const quoted = status !== 'draft' && (status !== 'lost' || index % 3 !== 0);
  const effectiveDate = nextMonthStart(now);
  const offer = quoted
    ? await priceOffer(
        tx,
        catalogue,
        { gammeCode, postcode: person.postcode, effectiveDate, people: household },
        random,
      )
    : null;
  const paid = wentThroughSubscription(status) && offer !== null;
  const bank = paid ? demoBankDetails(random, person) : null;
  const stepAt = (hours: number) => new Date(Math.min(createdAt.getTime() + hours * HOUR, now.getTime()));

  const customer = started ? { id: randomUUID() } : undefined;
  if (customer) {
    rows.customers.push({
      id: customer.id,
      ...person,
      searchText: customerSearchText(person),
      ownerId: seller.id,
      teamId: seller.teamId,
      companyId: seller.companyId,
      bankDetailsSealed: bank
        ? box.seal(JSON.stringify({ ...bank, updatedAt: stepAt(2).toISOString() }))
        : null,
      bankDetailsUpdatedAt: bank ? stepAt(2) : null,
      createdAt,
      updatedAt: stepAt(2),
    });
  }
  const quoteHash = offer
    ? createHash('sha256').update(`demo-quote-${index}`).digest('hex').slice(0, 32)
    : null;
  const finalStatus: SaleStatus = quoted && !offer ? 'draft' : status;
  const saleId = randomUUID();
  const statusChangedAt = stepAt(finalStatus === 'draft' ? 0 : random.int(1, 72));
  rows.sales.push({
    id: saleId,
    status: finalStatus,
    statusChangedAt,
    // The quality queue's order and the contract's signature date (issue 11).
    signedAt: SIGNED_STATUSES.includes(finalStatus) ? statusChangedAt : null,
    sellerId: seller.id,
    teamId: seller.teamId,
    companyId: seller.companyId,
    channel: random.next() < 0.8 ? 'outbound_call' : 'inbound_call',
    callConsentAt: new Date(createdAt.getTime() + 60_000),
    recordingAnnouncedAt: new Date(createdAt.getTime() + 60_000),
    customerId: customer?.id ?? null,
    providerType: started ? PROVIDER_TYPE : null,
    gammeCode: started ? gammeCode : null,
    answers: started ? answersFor(catalogue.questions, gammeCode, random) : ({} satisfies Answers),
    objectiveIds: started ? [random.pick(catalogue.objectiveIds)].filter(Boolean) : [],
    household: quoted ? { postcode: person.postcode, effectiveDate, people: household } : null,
    quoteHash,
    offer: offer && {
      productId: offer.product.id,
      productCode: offer.product.code,
      productName: offer.product.name,
      gammeCode: offer.product.gammeCode,
      monthlyTotalCents: offer.monthlyTotalCents,
      yearlyTotalCents: offer.yearlyTotalCents,
    },
    monthlyPremiumCents: offer?.monthlyTotalCents ?? null,
    yearlyPremiumCents: offer?.yearlyTotalCents ?? null,
    recommendationReason: offer ? RECOMMENDATION : null,
    lostReason: finalStatus === 'lost' ? random.pick(LOST_REASONS) : null,
    subscribedAt: paid ? stepAt(2) : null,
    createdAt,
    updatedAt: stepAt(2),
  });
  if (!offer || !quoteHash) return;
  rows.quotes.push({
    quoteHash,
    providerType: PROVIDER_TYPE,
    saleId,
    status: quoteStatusOf(finalStatus),
    postcode: person.postcode,
    effectiveDate,
    users: household.map((insured, position) => ({ ...insured, id: stableUuid(`${quoteHash}-${position}`) })),
    products: [{ offer, recommendationReason: RECOMMENDATION }],
    payments: bank
      ? [
          {
            ibanMasked: maskIban(bank.iban),
            bic: bank.bic,
            holder: bank.holder,
            debitDay: bank.debitDay,
            frequency: bank.frequency,
          },
        ]
      : [],
    createdAt: stepAt(1),
    updatedAt: stepAt(2),
  });
};

/**
 * Seeds the demo sales once, when the demo agents exist. `appSecret` is the application's secret: customers'
 * bank details are sealed with the same box the server opens them with (`bank-details` purpose).
 */
export const seedDemoSales = async (
  db: Database,
  { appSecret, now = new Date() }: { appSecret: string; now?: Date },
): Promise<boolean> => {
  const sellers = (await demoSellers(db)).filter((seller) => seller.gammeCodes.length > 0);
  if (sellers.length === 0) return false;
  const box = createSecretBox('bank-details', [appSecret]);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_SALES_MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const catalogue: Catalogue = {
      gammeCodes: (
        await tx
          .select({ code: gammes.code })
          .from(gammes)
          .where(and(eq(gammes.providerType, PROVIDER_TYPE), eq(gammes.active, true)))
      ).map((row) => row.code),
      questions: await tx
        .select()
        .from(questions)
        .where(and(eq(questions.kind, 'standard'), eq(questions.active, true)))
        .orderBy(questions.order),
      objectiveIds: (
        await tx.select({ id: projectObjectives.id }).from(projectObjectives).orderBy(projectObjectives.order)
      ).map((row) => row.id),
    };
    const random = seededRandom(20_260_901);
    // Numbers follow the dates, as they would have been given.
    const plan = sellers
      .flatMap((seller) =>
        DEMO_STATUS_PLAN.flatMap(([status, count]) =>
          Array.from({ length: count }, () => ({ seller, status, createdAt: createdAtFor(random, now) })),
        ),
      )
      .sort((left, right) => left.createdAt.getTime() - right.createdAt.getTime());
    const rows: DemoRows = { customers: [], sales: [], quotes: [] };
    for (const [index, planned] of plan.entries()) {
      await buildOneSale(rows, tx, { box, catalogue, ...planned, index, random, now });
    }
    // Three statements, not three per sale: a fresh start stays quick. Sales go in date order (their numbers).
    await tx.insert(customers).values(rows.customers);
    await tx.insert(sales).values(rows.sales);
    await tx.insert(quotes).values(rows.quotes);
    await seedDemoQuality(tx, { now });
    return true;
  });
};
