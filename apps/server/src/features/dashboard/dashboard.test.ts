import { randomBytes } from 'node:crypto';
import type { Dashboard, DataScope, SaleStatus } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sales, teams, users } from '@/db/schema/index.ts';
import { createRole, createUser, signInAs, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';

/**
 * GET /api/dashboard on a small fixture whose figures are counted by hand: two companies, two teams, three
 * agents, a manager, a quality reviewer and an administrator, each seeing their data scope.
 */

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

const LAST_MONTH = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);

interface FixtureSale {
  seller: string;
  status: SaleStatus;
  quoted?: boolean;
  monthlyCents?: number;
  createdAt?: Date;
  deleted?: boolean;
}

const FIXTURE: FixtureSale[] = [
  { seller: 'agentA', status: 'draft' },
  { seller: 'agentA', status: 'quoted', quoted: true, monthlyCents: 1_000 },
  { seller: 'agentA', status: 'subscribed', quoted: true, monthlyCents: 3_000 },
  { seller: 'agentA', status: 'contract', quoted: true, monthlyCents: 5_000 },
  { seller: 'agentA', status: 'lost', quoted: true, monthlyCents: 700 },
  { seller: 'agentA', status: 'lost' },
  // Outside the month (still on agent A's desk) and deleted: neither counts in the month's figures.
  { seller: 'agentA', status: 'subscribed', quoted: true, monthlyCents: 9_999, createdAt: LAST_MONTH },
  { seller: 'agentA', status: 'quoted', quoted: true, monthlyCents: 8_888, deleted: true },
  { seller: 'agentB', status: 'quoted', quoted: true, monthlyCents: 1_500 },
  { seller: 'agentB', status: 'subscribed', quoted: true, monthlyCents: 2_000 },
  { seller: 'agentC', status: 'signed', quoted: true, monthlyCents: 4_000 },
  { seller: 'agentD', status: 'draft' },
];

const PEOPLE: { key: string; scope: DataScope; team: 'team1' | 'team2' | null; company: 'c1' | 'c2' }[] = [
  { key: 'agentA', scope: 'own', team: 'team1', company: 'c1' },
  { key: 'agentB', scope: 'own', team: 'team1', company: 'c1' },
  { key: 'agentC', scope: 'own', team: 'team2', company: 'c1' },
  { key: 'agentD', scope: 'own', team: null, company: 'c2' },
  { key: 'manager', scope: 'team', team: 'team1', company: 'c1' },
  { key: 'quality', scope: 'company', team: 'team2', company: 'c1' },
  { key: 'admin', scope: 'all', team: null, company: 'c1' },
];

beforeAll(async () => {
  t = await buildTestApp();
  const suffix = randomBytes(3).toString('hex');
  const [c1, c2] = await t.db
    .insert(companies)
    .values([{ name: `Dash One ${suffix}` }, { name: `Dash Two ${suffix}` }])
    .returning();
  if (!c1 || !c2) throw new Error('companies not created');
  const [team1, team2] = await t.db
    .insert(teams)
    .values([
      { name: 'Team one', companyId: c1.id },
      { name: 'Team two', companyId: c1.id },
    ])
    .returning();
  if (!team1 || !team2) throw new Error('teams not created');
  const teamIds = { team1: team1.id, team2: team2.id };
  const companyIds = { c1: c1.id, c2: c2.id };
  for (const person of PEOPLE) {
    const role = await createRole(t.db, { granted: ['VenteModule:ventes:read'], dataScope: person.scope });
    const user = await createUser(t.db, { roleId: role.id, firstName: person.key });
    await t.db
      .update(users)
      .set({ teamId: person.team ? teamIds[person.team] : null, companyId: companyIds[person.company] })
      .where(eq(users.id, user.id));
    ids[person.key] = user.id;
    await resetRateLimits(t.db);
    cookies[person.key] = await signInAs(t, user.phone);
  }
  await t.db.insert(sales).values(
    FIXTURE.map((sale, index) => {
      const person = PEOPLE.find((candidate) => candidate.key === sale.seller);
      if (!person) throw new Error(`unknown seller ${sale.seller}`);
      return {
        sellerId: ids[sale.seller],
        teamId: person.team ? teamIds[person.team] : null,
        companyId: companyIds[person.company],
        status: sale.status,
        quoteHash: sale.quoted ? `q-${index}` : null,
        monthlyPremiumCents: sale.monthlyCents ?? null,
        yearlyPremiumCents: sale.monthlyCents === undefined ? null : sale.monthlyCents * 12,
        ...(sale.createdAt ? { createdAt: sale.createdAt } : {}),
        ...(sale.deleted ? { deletedAt: new Date() } : {}),
      };
    }),
  );
});
afterAll(() => t.close());

const dashboardOf = async (who: string): Promise<Dashboard> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard',
    headers: { cookie: cookies[who] ?? '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Dashboard;
};

const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, value]) => value > 0));

describe('GET /api/dashboard', () => {
  it('gives an agent their own month, their desk, and no table of others', async () => {
    const dashboard = await dashboardOf('agentA');
    expect(dashboard.scope).toBe('own');
    expect(nonZero(dashboard.salesByStatus)).toEqual({
      draft: 1,
      quoted: 1,
      subscribed: 1,
      contract: 1,
      lost: 2,
    });
    expect(dashboard.totalSales).toBe(6);
    expect(dashboard.premiums).toEqual({ subscribedSales: 2, monthlyCents: 8_000, yearlyCents: 96_000 });
    expect(dashboard.conversion).toEqual({ quoted: 4, subscribed: 2, rate: 0.5 });
    // The pipeline is every open sale on the desk, last month's included; contracts and lost sales are closed.
    expect(nonZero(dashboard.pipeline)).toEqual({ draft: 1, quoted: 1, subscribed: 2 });
    expect(dashboard.agents).toBeNull();
    expect(dashboard.period.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("gives a manager the team's month and a row per agent, best premium first", async () => {
    const dashboard = await dashboardOf('manager');
    expect(dashboard.scope).toBe('team');
    expect(dashboard.totalSales).toBe(8);
    expect(dashboard.premiums).toEqual({ subscribedSales: 3, monthlyCents: 10_000, yearlyCents: 120_000 });
    expect(dashboard.conversion).toEqual({ quoted: 6, subscribed: 3, rate: 0.5 });
    expect(nonZero(dashboard.pipeline)).toEqual({});
    expect(dashboard.agents).toEqual([
      {
        seller: { id: ids.agentA, firstName: 'agentA', lastName: 'User' },
        sales: 6,
        subscribed: 2,
        monthlyPremiumCents: 8_000,
        yearlyPremiumCents: 96_000,
      },
      {
        seller: { id: ids.agentB, firstName: 'agentB', lastName: 'User' },
        sales: 2,
        subscribed: 1,
        monthlyPremiumCents: 2_000,
        yearlyPremiumCents: 24_000,
      },
    ]);
    expect(dashboard.agentsTruncated).toBe(false);
  });

  it("gives quality the company's month and an administrator everything", async () => {
    const quality = await dashboardOf('quality');
    expect(quality.totalSales).toBe(9);
    expect(quality.salesByStatus.signed).toBe(1);
    expect(quality.premiums.monthlyCents).toBe(14_000);
    expect(quality.agents?.map((row) => row.seller.id)).toEqual([ids.agentA, ids.agentC, ids.agentB]);

    const admin = await dashboardOf('admin');
    expect(admin.scope).toBe('all');
    expect(admin.totalSales).toBe(10);
    expect(admin.salesByStatus.draft).toBe(2);
    expect(admin.conversion).toEqual({ quoted: 7, subscribed: 4, rate: 4 / 7 });
    expect(admin.agents).toHaveLength(4);
  });

  it('refuses a user who may not read sales', async () => {
    await resetRateLimits(t.db);
    const outsider = await signInWithPermissions(t, ['UserModule:users:read']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: outsider.cookie },
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
