import type { CustomerDataInput, DataScope, SaleHousehold, SaleStatus } from '@brokerage/shared';
import { companies, sales, teams, users } from '@/db/schema/index.ts';
import { createRole, nextPhone, signInAs } from './auth-helpers.ts';
import type { TestApp } from './build-app.ts';
import { resetRateLimits } from './identity-helpers.ts';

/**
 * An organisation for customer and sale tests (issue 9): two teams of one company and a team of another, and
 * signed-in members of any role shape. Sales are inserted as rows, so these tests do not depend on the ventes
 * routes.
 */
export interface Organisation {
  homeCompanyId: string;
  awayCompanyId: string;
  /** The members' team. */
  teamAId: string;
  /** Another team of the same company. */
  teamBId: string;
  /** A team of the other company. */
  awayTeamId: string;
}

export const createOrganisation = async (testApp: TestApp): Promise<Organisation> => {
  const [home, away] = await testApp.db
    .insert(companies)
    .values([{ name: `Home ${nextPhone()}` }, { name: `Away ${nextPhone()}` }])
    .returning();
  if (!home || !away) throw new Error('companies not created');
  const [teamA, teamB, awayTeam] = await testApp.db
    .insert(teams)
    .values([
      { name: 'Team A', companyId: home.id },
      { name: 'Team B', companyId: home.id },
      { name: 'Away team', companyId: away.id },
    ])
    .returning();
  if (!teamA || !teamB || !awayTeam) throw new Error('teams not created');
  return {
    homeCompanyId: home.id,
    awayCompanyId: away.id,
    teamAId: teamA.id,
    teamBId: teamB.id,
    awayTeamId: awayTeam.id,
  };
};

export interface Member {
  id: string;
  cookie: string;
  teamId: string | null;
  companyId: string | null;
}

/** A user of a team (or none) holding exactly `granted` with `dataScope`, signed in through the real routes. */
export const signInMember = async (
  testApp: TestApp,
  {
    granted,
    dataScope,
    teamId,
    companyId,
  }: { granted: string[]; dataScope: DataScope; teamId: string | null; companyId: string | null },
): Promise<Member> => {
  const role = await createRole(testApp.db, { granted, dataScope });
  const [user] = await testApp.db
    .insert(users)
    .values({
      phone: nextPhone(),
      firstName: 'Member',
      lastName: dataScope,
      email: null,
      status: 'active',
      roleId: role.id,
      teamId,
      companyId,
    })
    .returning();
  if (!user) throw new Error('user not created');
  await resetRateLimits(testApp.db);
  return { id: user.id, cookie: await signInAs(testApp, user.phone), teamId, companyId };
};

/** A live sale row of `seller` (their team and company), in `status`, with an optional household and customer. */
export const insertSale = async (
  testApp: TestApp,
  seller: Pick<Member, 'id' | 'teamId' | 'companyId'>,
  options: { status?: SaleStatus; household?: SaleHousehold; customerId?: string } = {},
) => {
  const [sale] = await testApp.db
    .insert(sales)
    .values({
      sellerId: seller.id,
      teamId: seller.teamId,
      companyId: seller.companyId,
      status: options.status ?? 'draft',
      household: options.household ?? null,
      customerId: options.customerId ?? null,
    })
    .returning();
  if (!sale) throw new Error('sale not created');
  return sale;
};

/** A household whose main insured person was born on `birthDate`. */
export const householdBornOn = (birthDate: string): SaleHousehold => ({
  postcode: '75011',
  effectiveDate: '2030-01-01',
  people: [{ role: 'main', birthDate, regime: 'general' }],
});

let customerCounter = 0;

/** Valid `customerData` with a distinct phone per call; `overrides` replace fields. */
export const customerDataOf = (overrides: Partial<CustomerDataInput> = {}): CustomerDataInput => {
  customerCounter += 1;
  return {
    civility: 'mrs',
    firstName: 'Élodie',
    lastName: `Durand${customerCounter}`,
    address: '12 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    phone: `+336${String(10_000_000 + customerCounter)}`,
    email: `elodie.durand${customerCounter}@example.com`,
    regime: 'general',
    ...overrides,
  };
};
