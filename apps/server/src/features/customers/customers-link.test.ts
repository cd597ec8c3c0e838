import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sales } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { customerDataOf, householdBornOn } from '@/test/customer-fixtures.ts';
import { readHistory } from '@/test/record-fixtures.ts';
import {
  createOrganisation,
  insertSale,
  type Member,
  signInAuditor,
  signInMember,
} from '@/test/sale-fixtures.ts';

/**
 * Issue 9, the customer step of a sale: `POST /customers/create-or-update-and-link` and `update-and-link`
 * through HTTP. `version` is the sale's, `customerVersion` the customer's.
 */
let t: TestApp;
let agent: Member;
let colleague: Member;
let managerWithoutSaleUpdate: Member;
let auditor: Member;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  const seller = [
    'CustomerModule:customers:read',
    'CustomerModule:customers:update',
    'VenteModule:ventes:update',
  ];
  const inTeamA = { teamId: org.teamId, companyId: org.homeId };
  agent = await signInMember(t, { granted: seller, dataScope: 'own', ...inTeamA });
  colleague = await signInMember(t, { granted: seller, dataScope: 'own', ...inTeamA });
  managerWithoutSaleUpdate = await signInMember(t, {
    granted: ['CustomerModule:customers:read', 'CustomerModule:customers:update'],
    dataScope: 'team',
    ...inTeamA,
  });
  auditor = await signInAuditor(t);
}, 60_000);
afterAll(() => t.close());

const link = (payload: object, who: Member = agent, path = 'create-or-update-and-link') =>
  t.app.inject({ method: 'POST', url: `/api/customers/${path}`, headers: { cookie: who.cookie }, payload });

const saleRow = async (id: string) => {
  const [row] = await t.db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw new Error('no sale');
  return row;
};

const customerRow = async (id: string) => {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error('customer not found');
  return row;
};

const historyOf = (entity: string, id: string) => readHistory(t, auditor.cookie, entity, id);

/** A customer made on a fresh sale of `who`. */
const linkedCustomer = async (who: Member = agent, data = customerDataOf()) => {
  const sale = await insertSale(t.db, who.user);
  const response = await link({ saleId: sale.id, version: 1, customerData: data, allowDuplicate: true }, who);
  expect(response.statusCode, response.body).toBe(200);
  return { sale, data, customer: response.json().data.customer as { customerId: string; version: number } };
};

describe('creating a customer and linking it', () => {
  it('makes the customer, points the sale at it, bumps the sale version and audits both', async () => {
    const sale = await insertSale(t.db, agent.user);
    const data = customerDataOf({ phone: '06 11 22 33 44', email: 'Marie.Curie@Example.com' });
    const response = await link({ saleId: sale.id, version: sale.version, customerData: data });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json().data;
    expect(body).toMatchObject({
      saleId: sale.id,
      saleVersion: sale.version + 1,
      customer: { version: 1, customerData: { phone: '+33611223344', email: 'Marie.Curie@Example.com' } },
    });
    const stored = await saleRow(sale.id);
    expect(stored.customerId).toBe(body.customer.customerId);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, body.customer.customerId));
    expect(customer).toMatchObject({
      ownerId: agent.user.id,
      teamId: agent.user.teamId,
      companyId: agent.user.companyId,
    });
    expect(customer?.searchText).toBe(
      `elodie ${data.lastName.toLowerCase()} marie.curie@example.com 33611223344`,
    );

    const saleHistory = await historyOf('sale', sale.id);
    expect(saleHistory.at(-1)?.changes.customerId).toEqual({ before: null, after: body.customer.customerId });
    const customerHistory = await historyOf('customer', body.customer.customerId);
    // One transaction, one timestamp: the two entries may come in either order.
    expect(customerHistory.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    const created = customerHistory.find((entry) => entry.action === 'create');
    expect(created?.changes).not.toHaveProperty('searchText');
    expect(created?.changes.lastName).toEqual({ before: null, after: data.lastName });
    const linked = customerHistory.find((entry) => entry.action === 'update');
    expect(linked?.changes.linkedSale).toEqual({ before: null, after: stored.number });
  });

  it('accepts a birth date in customerData without storing it (SPEC §5)', async () => {
    const sale = await insertSale(t.db, agent.user);
    const data = { ...customerDataOf(), birthDate: '1980-05-04', birthdate: '1980-05-04' };
    const response = await link({ saleId: sale.id, version: 1, customerData: data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.customer.customerData).not.toHaveProperty('birthDate');
    const result = (await t.db.execute(
      sql`select row_to_json(c)::text as row from customers c where id = ${response.json().data.customer.customerId}`,
    )) as { rows: { row: string }[] };
    expect(result.rows[0]?.row).not.toContain('1980-05-04');
  });

  it('refuses bad input with the failing fields', async () => {
    const sale = await insertSale(t.db, agent.user);
    const cases: [object, string][] = [
      [{ phone: '12' }, 'customerData.phone'],
      [{ postcode: '7500' }, 'customerData.postcode'],
      [{ postcode: '98000' }, 'customerData.postcode'],
      [{ firstName: 'Ma\u0000rie' }, 'customerData.firstName'],
      [{ email: 'not-an-email' }, 'customerData.email'],
      [{ civility: 'dr' }, 'customerData.civility'],
    ];
    for (const [override, path] of cases) {
      const response = await link({ saleId: sale.id, version: 1, customerData: customerDataOf(override) });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().details.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    for (const birthDate of ['x', '0000-01-01']) {
      const badDate = await link({ saleId: sale.id, version: 1, customerData: customerDataOf(), birthDate });
      expect(badDate.statusCode, birthDate).toBe(400);
      expect(badDate.json().details.fields.map((field: { path: string }) => field.path)).toContain(
        'birthDate',
      );
    }
    const noSale = await link({ version: 1, customerData: customerDataOf() });
    expect(noSale.json().details.fields[0].path).toBe('saleId');
    expect((await saleRow(sale.id)).version).toBe(1);
  });

  it('answers 404 for a missing sale and a missing customer', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const noSale = await link({ saleId: missing, version: 1, customerData: customerDataOf() });
    expect(noSale.statusCode).toBe(404);
    const sale = await insertSale(t.db, agent.user);
    const noCustomer = await link({
      saleId: sale.id,
      version: 1,
      customerId: missing,
      customerData: customerDataOf(),
    });
    expect(noCustomer.statusCode).toBe(404);
  });

  it('answers 409 STALE_WRITE for a stale or missing sale version, with the sale as it stands', async () => {
    const sale = await insertSale(t.db, agent.user);
    for (const version of [2, undefined]) {
      const response = await link({ saleId: sale.id, version, customerData: customerDataOf() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'STALE_WRITE',
        details: { current: { id: sale.id, version: 1, status: 'draft', customerId: null } },
      });
    }
    expect(await t.db.select().from(customers).where(eq(customers.ownerId, colleague.user.id))).toEqual([]);
  });

  it('refuses a sale whose content can no longer change (409 SALE_NOT_EDITABLE)', async () => {
    for (const status of ['signed', 'quality_review', 'validated', 'contract', 'lost'] as const) {
      const sale = await insertSale(t.db, agent.user, { status });
      const response = await link({ saleId: sale.id, version: 1, customerData: customerDataOf() });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().details).toEqual({ reason: 'SALE_NOT_EDITABLE', status });
    }
  });

  it('needs the sale update key besides the route’s', async () => {
    const sale = await insertSale(t.db, managerWithoutSaleUpdate.user);
    const response = await link(
      { saleId: sale.id, version: 1, customerData: customerDataOf() },
      managerWithoutSaleUpdate,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('likely duplicates', () => {
  const expectDuplicate = async (payload: object, customerId: string, matchedOn: string[]) => {
    const response = await link(payload);
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json();
    expect(body.details.reason).toBe('LIKELY_DUPLICATE');
    expect(body.details.candidates).toContainEqual({
      customer: expect.objectContaining({ customerId }),
      matchedOn,
    });
  };

  it('offers a customer with the same phone, the same email (any case) or the same name and birth date', async () => {
    const { customer, data } = await linkedCustomer();
    const sale = await insertSale(t.db, agent.user);
    const base = { saleId: sale.id, version: 1 };
    await expectDuplicate(
      { ...base, customerData: customerDataOf({ phone: data.phone }) },
      customer.customerId,
      ['phone'],
    );
    await expectDuplicate(
      { ...base, customerData: customerDataOf({ email: String(data.email).toUpperCase() }) },
      customer.customerId,
      ['email'],
    );
    // Name and birth date: the birth date is the main insured's on one of the customer's sales.
    await insertSale(t.db, agent.user, {
      customerId: customer.customerId,
      household: householdBornOn('1975-03-14'),
    });
    const sameName = customerDataOf({ firstName: 'ELODIE', lastName: data.lastName.toLowerCase() });
    await expectDuplicate({ ...base, customerData: sameName, birthDate: '1975-03-14' }, customer.customerId, [
      'name_and_birth_date',
    ]);
    const otherBirth = await link({
      ...base,
      customerData: customerDataOf({ ...sameName }),
      birthDate: '1975-03-15',
    });
    expect(otherBirth.statusCode, otherBirth.body).toBe(200);
    expect((await saleRow(sale.id)).version).toBe(2);
  });

  it('creates the new customer anyway with allowDuplicate', async () => {
    const { customer, data } = await linkedCustomer();
    const sale = await insertSale(t.db, agent.user);
    const response = await link({ saleId: sale.id, version: 1, customerData: data, allowDuplicate: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customer.customerId).not.toBe(customer.customerId);
  });

  it('offers only customers the caller may see', async () => {
    const { data } = await linkedCustomer(colleague);
    const sale = await insertSale(t.db, agent.user);
    const response = await link({ saleId: sale.id, version: 1, customerData: data });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('linking an existing customer', () => {
  it('links without changing the customer, and updates it with updateExisting and its version', async () => {
    const { customer, data } = await linkedCustomer();
    const sale = await insertSale(t.db, agent.user);
    const plain = await link({
      saleId: sale.id,
      version: 1,
      customerId: customer.customerId,
      customerData: data,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toMatchObject({ saleVersion: 2, customer: { version: 1 } });

    const changed = { ...data, city: 'Lyon', postcode: '69003' };
    const payload = { saleId: sale.id, version: 2, customerId: customer.customerId, customerData: changed };
    const stale = await link({ ...payload, updateExisting: true, customerVersion: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ customerId: customer.customerId, version: 1 });
    const missingVersion = await link(payload, agent, 'update-and-link');
    expect(missingVersion.statusCode).toBe(409);

    const updated = await link({ ...payload, customerVersion: 1 }, agent, 'update-and-link');
    expect(updated.statusCode, updated.body).toBe(200);
    // Already linked: the sale keeps its version; the customer moves to 2.
    expect(updated.json().data).toMatchObject({
      saleVersion: 2,
      customer: { version: 2, customerData: { city: 'Lyon', postcode: '69003' } },
    });
    const history = await historyOf('customer', customer.customerId);
    expect(history.at(-1)?.changes).toMatchObject({ city: { before: 'Paris', after: 'Lyon' } });

    // A new name changes the derived search columns too; the history shows the name only.
    const renamed = await link(
      { ...payload, customerData: { ...changed, lastName: 'Zéphyrin' }, customerVersion: 2 },
      agent,
      'update-and-link',
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const renaming = (await historyOf('customer', customer.customerId)).at(-1)?.changes ?? {};
    expect(renaming).toHaveProperty('lastName');
    expect(Object.keys(renaming)).not.toContain('searchText');
    expect(Object.keys(renaming)).not.toContain('searchGrams');
  });

  it("keeps the customer's language of documents: French by default, changed when given, kept when absent", async () => {
    const { customer, data } = await linkedCustomer();
    expect((await customerRow(customer.customerId)).preferredLanguage).toBe('fr');
    const sale = await insertSale(t.db, agent.user);
    const payload = { saleId: sale.id, version: 1, customerId: customer.customerId };
    const arabic = await link(
      { ...payload, customerVersion: 1, customerData: { ...data, preferredLanguage: 'ar' } },
      agent,
      'update-and-link',
    );
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(arabic.json().data.customer.customerData.preferredLanguage).toBe('ar');
    const without = await link(
      {
        ...payload,
        version: 2,
        customerVersion: 2,
        customerData: { ...data, city: 'Lyon', postcode: '69003' },
      },
      agent,
      'update-and-link',
    );
    expect(without.statusCode, without.body).toBe(200);
    expect((await customerRow(customer.customerId)).preferredLanguage).toBe('ar');
    const unknown = await link(
      { ...payload, version: 2, customerVersion: 3, customerData: { ...data, preferredLanguage: 'de' } },
      agent,
      'update-and-link',
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('update-and-link needs a customerId', async () => {
    const sale = await insertSale(t.db, agent.user);
    const response = await link(
      { saleId: sale.id, version: 1, customerData: customerDataOf() },
      agent,
      'update-and-link',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('customerId');
  });

  it('replaces the customer of an editable sale and records it on the sale and both customers', async () => {
    const first = await linkedCustomer();
    const second = await linkedCustomer();
    const response = await link({
      saleId: first.sale.id,
      version: 2,
      customerId: second.customer.customerId,
      customerData: second.data,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await saleRow(first.sale.id)).customerId).toBe(second.customer.customerId);
    const saleHistory = await historyOf('sale', first.sale.id);
    expect(saleHistory.at(-1)?.changes.customerId).toEqual({
      before: first.customer.customerId,
      after: second.customer.customerId,
    });
    const number = (await saleRow(first.sale.id)).number;
    expect((await historyOf('customer', first.customer.customerId)).at(-1)?.changes.linkedSale).toEqual({
      before: number,
      after: null,
    });
  });
});
