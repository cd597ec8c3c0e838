import type { DataScope } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  createOrganisation,
  insertCustomer,
  insertQuote,
  insertSale,
  type Member,
  signInMember,
} from '@/test/sale-fixtures.ts';

/**
 * The sale scope per role (issue 9): agent = own sales, manager = team, quality = company, admin = all. A sale
 * outside the scope is absent from the list, the counts and the export, and answers 404 to every read and write,
 * exactly like a missing one (so its customer cannot be read through it either).
 */

let t: TestApp;
const SCOPES: DataScope[] = ['own', 'team', 'company', 'all'];
type Place = 'self' | 'team' | 'company' | 'elsewhere';
const REACH: Record<DataScope, Place[]> = {
  own: ['self'],
  team: ['self', 'team'],
  company: ['self', 'team', 'company'],
  all: ['self', 'team', 'company', 'elsewhere'],
};
const actors = {} as Record<DataScope, Member>;
/** Per actor scope, the sale at each place (the "self" sale is the actor's own). */
const salesOf = {} as Record<DataScope, Record<Place, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  const mate = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Mate' });
  const sister = await signInMember(t, {
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Sister',
  });
  const away = await signInMember(t, { companyId: org.awayId, teamId: org.awayTeamId, firstName: 'Away' });
  const customer = await insertCustomer(t.db, { firstName: 'Private', lastName: 'Person' });
  const shared = {
    team: (await insertSale(t.db, mate.user, { customerId: customer.id })).id,
    company: (await insertSale(t.db, sister.user, { customerId: customer.id })).id,
    elsewhere: (await insertSale(t.db, away.user, { customerId: customer.id })).id,
  };
  for (const scope of SCOPES) {
    actors[scope] = await signInMember(t, {
      dataScope: scope,
      companyId: org.homeId,
      teamId: org.teamId,
      firstName: `Actor ${scope}`,
    });
    salesOf[scope] = { self: (await insertSale(t.db, actors[scope].user)).id, ...shared };
  }
});
afterAll(() => t.close());

const CASES = SCOPES.flatMap((scope) =>
  (['self', 'team', 'company', 'elsewhere'] as const).map((place) => ({
    scope,
    place,
    reached: REACH[scope].includes(place),
  })),
);

const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('sale data scope', () => {
  it.each(CASES)('scope $scope, a sale at "$place": reached=$reached', async ({ scope, place, reached }) => {
    const { cookie } = actors[scope];
    const id = salesOf[scope][place];
    const list = await request('GET', '/api/ventes?pageSize=100', cookie);
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { id: string }[]).some((sale) => sale.id === id)).toBe(reached);
    const exported = await request('GET', '/api/ventes/export.csv', cookie);
    const number = list.json().data.find((sale: { id: string }) => sale.id === id)?.number;
    if (number) expect(exported.body).toContain(number);

    const read = await request('GET', `/api/ventes/${id}`, cookie);
    expect(read.statusCode).toBe(reached ? 200 : 404);
    if (reached) return;
    // Outside the scope every write is 404 before anything else, whatever the body says.
    const quote = await insertQuote(t.db, { saleId: id });
    const writes = [
      await request('PUT', `/api/ventes/${id}`, cookie, { objectiveIds: [], version: 1 }),
      await request('PUT', `/api/ventes/${id}/status`, cookie, { status: 'lost', reason: 'x', version: 1 }),
      await request('PUT', `/api/ventes/${id}/quote-hash`, cookie, {
        quoteHash: quote.quoteHash,
        version: 1,
      }),
      await request('DELETE', `/api/ventes/${id}`, cookie),
    ];
    expect(writes.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
  });

  it("lets an actor write a sale of their scope: a manager marks a team mate's sale lost", async () => {
    const id = salesOf.team.team;
    const response = await request('PUT', `/api/ventes/${id}/status`, actors.team.cookie, {
      status: 'lost',
      reason: 'Customer unreachable',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('counts only the sales of the scope', async () => {
    const counts = async (scope: DataScope) =>
      Object.values(
        (await request('GET', '/api/ventes/status-counts', actors[scope].cookie)).json().data as Record<
          string,
          number
        >,
      ).reduce((sum, count) => sum + count, 0);
    expect(await counts('own')).toBe(1);
    // The team sees its mate's sale and the four actors' own sales (all in the same team).
    expect(await counts('team')).toBe(5);
    expect(await counts('company')).toBe(6);
    expect(await counts('all')).toBe(7);
  });
});
