import { randomBytes } from 'node:crypto';
import type { DataScope, QuotationPersonInput, QuoteStatus, SaleStatus } from '@brokerage/shared';
import { customerSearchText, todayInFrance } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { companies, customers, quotes, sales, teams, users } from '@/db/schema/index.ts';
import { createRole, nextPhone, signInAs } from './auth-helpers.ts';
import type { TestApp } from './build-app.ts';
import { resetRateLimits } from './identity-helpers.ts';

/** Fixtures of sale tests (issue 9): an organisation, its sellers by data scope, customers, sales and quotes. */

/** Every key of the sale routes, and the audit log to read a sale's history. */
export const SALE_KEYS = [
  'VenteModule:ventes:read',
  'VenteModule:ventes:create',
  'VenteModule:ventes:update',
  'VenteModule:ventes:delete',
  'VenteModule:ventes:status',
  'VenteModule:produits:quote',
  'AdminModule:audit-log:read',
];

/** What the sellers' teams may sell unless a test says otherwise. */
export const DEFAULT_TEAM_GAMMES = [
  { providerType: 'actudata', gammes: ['SANTE_ESSENTIEL', 'SANTE_SENIOR'] },
];

/** Two companies: "home" with the actor's team and a sister team, "away" with one team. */
export interface Organisation {
  homeId: string;
  awayId: string;
  teamId: string;
  sisterTeamId: string;
  awayTeamId: string;
}

export const createOrganisation = async (
  db: Database,
  gammeAssignments = DEFAULT_TEAM_GAMMES,
): Promise<Organisation> => {
  const suffix = randomBytes(3).toString('hex');
  const [home, away] = await db
    .insert(companies)
    .values([{ name: `Home ${suffix}` }, { name: `Away ${suffix}` }])
    .returning();
  if (!home || !away) throw new Error('companies not created');
  const [team, sister, awayTeam] = await db
    .insert(teams)
    .values([
      { name: 'Sellers A', companyId: home.id, gammeAssignments },
      { name: 'Sellers B', companyId: home.id, gammeAssignments },
      { name: 'Away sellers', companyId: away.id, gammeAssignments },
    ])
    .returning();
  if (!team || !sister || !awayTeam) throw new Error('teams not created');
  return {
    homeId: home.id,
    awayId: away.id,
    teamId: team.id,
    sisterTeamId: sister.id,
    awayTeamId: awayTeam.id,
  };
};

export interface Member {
  cookie: string;
  user: typeof users.$inferSelect;
}

/** A signed-in user of a company and team, whose role holds `granted` with the data scope given. */
export const signInMember = async (
  testApp: TestApp,
  {
    granted = SALE_KEYS,
    dataScope = 'own',
    companyId,
    teamId,
    firstName = 'Seller',
    lastName = 'Test',
  }: {
    granted?: string[];
    dataScope?: DataScope;
    companyId: string | null;
    teamId: string | null;
    firstName?: string;
    lastName?: string;
  },
): Promise<Member> => {
  const role = await createRole(testApp.db, { granted, dataScope });
  const [user] = await testApp.db
    .insert(users)
    .values({ phone: nextPhone(), firstName, lastName, status: 'active', roleId: role.id, companyId, teamId })
    .returning();
  if (!user) throw new Error('user not created');
  await resetRateLimits(testApp.db);
  return { user, cookie: await signInAs(testApp, user.phone) };
};

/** A user in no company or team who reads the audit log of every record: reads a record's history in tests. */
export const signInAuditor = (testApp: TestApp) =>
  signInMember(testApp, {
    granted: ['AdminModule:audit-log:read'],
    dataScope: 'all',
    companyId: null,
    teamId: null,
    firstName: 'Auditor',
  });

export const insertCustomer = async (
  db: Database,
  fields: { firstName: string; lastName: string; phone?: string; email?: string | null; ownerId?: string },
) => {
  const phone = fields.phone ?? nextPhone();
  const email = fields.email === undefined ? null : fields.email;
  const [customer] = await db
    .insert(customers)
    .values({
      civility: 'mrs',
      firstName: fields.firstName,
      lastName: fields.lastName,
      address: '1 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      phone,
      email,
      regime: 'general',
      searchText: customerSearchText({ ...fields, phone, email }),
      ownerId: fields.ownerId ?? null,
    })
    .returning();
  if (!customer) throw new Error('customer not created');
  return customer;
};

/**
 * A sale written directly (lists, scope and transition tests), sold by `seller` in their team and company. It is
 * an in-person sale unless `values` say otherwise: a phone sale leaves draft only with its consent (issue 11).
 */
export const insertSale = async (
  db: Executor,
  seller: Member['user'],
  values: Partial<typeof sales.$inferInsert> = {},
) => {
  const [sale] = await db
    .insert(sales)
    .values({
      sellerId: seller.id,
      teamId: seller.teamId,
      companyId: seller.companyId,
      channel: 'in_person',
      ...values,
    })
    .returning();
  if (!sale) throw new Error('sale not created');
  return sale;
};

/** Puts a sale in a status directly, as the later steps would have (the status endpoint cannot). */
export const forceSaleStatus = async (db: Database, id: string, status: SaleStatus) => {
  const [sale] = await db.update(sales).set({ status }).where(eq(sales.id, id)).returning();
  if (!sale) throw new Error('sale not found');
  return sale;
};

export const insertQuote = async (
  db: Database,
  values: {
    saleId: string;
    providerType?: string;
    products?: unknown[];
    quoteHash?: string;
    status?: QuoteStatus;
    effectiveDate?: string;
  },
) => {
  const [quote] = await db
    .insert(quotes)
    .values({
      quoteHash: values.quoteHash ?? `q-${randomBytes(8).toString('hex')}`,
      providerType: values.providerType ?? 'actudata',
      saleId: values.saleId,
      postcode: '69003',
      effectiveDate: values.effectiveDate ?? firstOfNextMonth(),
      products: values.products ?? [],
      ...(values.status ? { status: values.status } : {}),
    })
    .returning();
  if (!quote) throw new Error('quote not created');
  return quote;
};

/** The first day of next month in France: always a valid effective date (not past, within a year). */
export const firstOfNextMonth = () => {
  const [year, month] = todayInFrance().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** A household of two adults and a child, aged from the effective date's year. */
export const familyOfThree = (): QuotationPersonInput[] => {
  const year = Number(firstOfNextMonth().slice(0, 4));
  return [
    { role: 'main', birthDate: `${year - 45}-05-10`, regime: 'general' },
    { role: 'spouse', birthDate: `${year - 38}-11-02`, regime: 'general' },
    { role: 'child', birthDate: `${year - 10}-01-20`, regime: 'general' },
  ];
};
