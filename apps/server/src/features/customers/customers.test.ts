import type { CustomerDataInput } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { customerDataOf } from '@/test/customer-fixtures.ts';
import {
  createOrganisation,
  insertSale,
  type Member,
  type Organisation,
  signInMember,
} from '@/test/sale-fixtures.ts';

/**
 * Issue 9, customers: reads and the type-ahead through HTTP, per role's data scope. Customers are made by the
 * link route, as the sale form makes them.
 */
let t: TestApp;
let org: Organisation;
const SELLER = [
  'CustomerModule:customers:read',
  'CustomerModule:customers:update',
  'VenteModule:ventes:update',
];
let agent: Member;
let colleague: Member;
let manager: Member;
let quality: Member;
let admin: Member;
let awayAgent: Member;

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  const member = (
    dataScope: 'own' | 'team' | 'company' | 'all',
    teamId: string | null,
    companyId: string | null,
  ) => signInMember(t, { granted: SELLER, dataScope, teamId, companyId });
  agent = await member('own', org.teamId, org.homeId);
  colleague = await member('own', org.teamId, org.homeId);
  manager = await member('team', org.teamId, org.homeId);
  quality = await member('company', org.sisterTeamId, org.homeId);
  admin = await member('all', null, null);
  awayAgent = await member('own', org.awayTeamId, org.awayId);
}, 60_000);
afterAll(() => t.close());

const request = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

/** A new customer linked to a new sale of `who`. */
const customerOf = async (who: Member, data: CustomerDataInput = customerDataOf()) => {
  const sale = await insertSale(t.db, who.user);
  const response = await request(who, 'POST', '/api/customers/create-or-update-and-link', {
    saleId: sale.id,
    version: sale.version,
    customerData: data,
    allowDuplicate: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { sale, customerId: response.json().data.customer.customerId as string, data };
};

describe('GET /api/customers/{id}', () => {
  it('answers the customer in its API shape, without bank details', async () => {
    const { customerId, data } = await customerOf(agent);
    const response = await request(agent, 'GET', `/api/customers/${customerId}`);
    expect(response.statusCode, response.body).toBe(200);
    const customer = response.json().data;
    expect(Object.keys(customer).sort()).toEqual(
      ['createdAt', 'customerData', 'customerId', 'updatedAt', 'version'].sort(),
    );
    expect(customer).toMatchObject({ customerId, version: 1, customerData: { ...data, city: 'Paris' } });
  });

  it('answers by role scope: own, team, company, all; 404 outside', async () => {
    const { customerId } = await customerOf(agent);
    const statuses = await Promise.all(
      [agent, colleague, manager, quality, admin, awayAgent].map(
        async (who) => (await request(who, 'GET', `/api/customers/${customerId}`)).statusCode,
      ),
    );
    expect(statuses).toEqual([200, 404, 200, 200, 200, 404]);
  });

  it('lets a seller read a customer someone else made once it is on one of their sales', async () => {
    const { customerId } = await customerOf(admin);
    expect((await request(agent, 'GET', `/api/customers/${customerId}`)).statusCode).toBe(404);
    const sale = await insertSale(t.db, agent.user, { customerId });
    expect((await request(agent, 'GET', `/api/customers/${customerId}`)).statusCode).toBe(200);
    expect((await request(colleague, 'GET', `/api/customers/${customerId}`)).statusCode).toBe(404);
    // A deleted sale opens nothing any more.
    await t.db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
    expect((await request(agent, 'GET', `/api/customers/${customerId}`)).statusCode).toBe(404);
  });

  it('never opens another agent’s customer through a sale id', async () => {
    const { sale, customerId } = await customerOf(agent);
    const ownSale = await insertSale(t.db, colleague.user);
    // The colleague's own sale, the agent's customer: the customer is outside the colleague's scope.
    const throughCustomer = await request(colleague, 'POST', '/api/customers/create-or-update-and-link', {
      saleId: ownSale.id,
      version: ownSale.version,
      customerId,
      customerData: customerDataOf(),
    });
    expect(throughCustomer.statusCode, throughCustomer.body).toBe(404);
    expect(throughCustomer.json().message).toBe('Customer not found.');
    // The agent's sale: outside the colleague's scope, so nothing about it or its customer is answered.
    const throughSale = await request(colleague, 'POST', '/api/customers/create-or-update-and-link', {
      saleId: sale.id,
      version: 2,
      customerId,
      customerData: customerDataOf(),
    });
    expect(throughSale.statusCode, throughSale.body).toBe(404);
    expect(throughSale.json().message).toBe('Sale not found.');
    expect(throughSale.body).not.toContain(customerId);
  });

  it('answers 404 for a missing customer and 400 for a malformed id', async () => {
    const missing = await request(admin, 'GET', '/api/customers/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Customer not found.' });
    const malformed = await request(admin, 'GET', '/api/customers/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('id');
    const withBank = await request(admin, 'GET', '/api/customers/not-an-id/with-bank-details');
    expect(withBank.statusCode).toBe(400);
  });
});

describe('GET /api/customers?search= (type-ahead)', () => {
  const search = async (who: Member, term: string, limit?: number) => {
    const query = new URLSearchParams({ search: term, ...(limit ? { limit: String(limit) } : {}) });
    const response = await request(who, 'GET', `/api/customers?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { customerId: string }[]).map((customer) => customer.customerId);
  };

  it('finds by name without accents or case, by email, and by phone in any form', async () => {
    const data = customerDataOf({
      firstName: 'Hélène',
      lastName: 'Lefèvre-Œuvray',
      phone: '+33 6 48 21 37 59',
    });
    const { customerId } = await customerOf(agent, { ...data, email: 'H.Lefevre@Example.org' });
    expect(await search(agent, 'helene lefevre')).toEqual([customerId]);
    expect(await search(agent, 'LEFÈVRE-OEUVRAY')).toEqual([customerId]);
    expect(await search(agent, 'h.lefevre@example')).toEqual([customerId]);
    expect(await search(agent, '06 48 21 37 59')).toEqual([customerId]);
    expect(await search(agent, '+33648213759')).toEqual([customerId]);
    expect(await search(agent, '06.48.21')).toEqual([customerId]);
    expect(await search(agent, '21 37 59')).toEqual([customerId]);
    // A number typed from its start (+, 00, 0) is the start of the phone, not digits found anywhere in it.
    expect(await search(agent, '+48 21 37')).toEqual([]);
    expect(await search(agent, 'helene dupont')).toEqual([]);
  });

  it('finds a long word as a substring only: sharing its five-letter runs is not enough', async () => {
    // "sophiophie" holds both runs of "sophie" (sophi, ophie) but not the word itself.
    const lookalike = await customerOf(
      agent,
      customerDataOf({ firstName: 'Ana', lastName: 'Sophiophie', email: null }),
    );
    const sophie = await customerOf(
      agent,
      customerDataOf({ firstName: 'Sophie', lastName: 'Vasseur', email: null }),
    );
    expect(await search(agent, 'sophie')).toEqual([sophie.customerId]);
    expect(await search(agent, 'sophio')).toEqual([lookalike.customerId]);
    // Long and short words together: "ana" through the trigram index, "phiop" through the grams.
    expect(await search(agent, 'ana phiop')).toEqual([lookalike.customerId]);
    expect(await search(agent, 'vass sophie')).toEqual([sophie.customerId]);
  });

  it('keeps the search text in step with an update', async () => {
    // No email, so the old last name is nowhere else in the search text.
    const { sale, customerId, data } = await customerOf(agent, customerDataOf({ email: null }));
    const response = await request(agent, 'POST', '/api/customers/update-and-link', {
      saleId: sale.id,
      version: 2,
      customerId,
      customerVersion: 1,
      customerData: { ...data, lastName: 'Zéphyrin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await search(agent, 'zephyrin')).toEqual([customerId]);
    expect(await search(agent, data.lastName)).toEqual([]);
  });

  it('answers only customers in the caller’s scope, at most `limit`', async () => {
    const data = customerDataOf({ lastName: 'Scopequeue' });
    const { customerId } = await customerOf(agent, data);
    expect(await search(agent, 'scopequeue')).toEqual([customerId]);
    expect(await search(colleague, 'scopequeue')).toEqual([]);
    expect(await search(manager, 'scopequeue')).toEqual([customerId]);
    expect(await search(awayAgent, 'scopequeue')).toEqual([]);
    await customerOf(agent, customerDataOf({ lastName: 'Scopequeue' }));
    expect(await search(admin, 'scopequeue')).toHaveLength(2);
    expect(await search(admin, 'scopequeue', 1)).toHaveLength(1);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search(admin, '%%')).toEqual([]);
    expect(await search(admin, '__')).toEqual([]);
  });

  it('refuses a term too short, a control character and a limit out of range', async () => {
    for (const query of ['search=a', 'search=a%00b', 'search=ab&limit=0', 'search=ab&limit=21', '']) {
      const response = await request(agent, 'GET', `/api/customers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
