import type { BankDetails, CurrentUser } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@/db/schema/index.ts';
import { loadUserById } from '@/platform/current-user.ts';
import { createSecretBox } from '@/platform/secret-box.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { customerDataOf } from '@/test/customer-fixtures.ts';
import { readHistory } from '@/test/record-fixtures.ts';
import {
  createOrganisation,
  insertSale,
  type Member,
  signInAuditor,
  signInMember,
} from '@/test/sale-fixtures.ts';
import { readBankDetails, resealBankDetails, saveBankDetails } from './customers-bank.service.ts';

/**
 * Issue 9: bank details are sealed at rest (the stored bytes never hold the IBAN), answered in full only to
 * holders of `CustomerModule:customers:bank-details`, and audited as a change without values.
 */
const IBAN = 'FR7630006000011234567890189';
const BIC = 'AGRIFRPP882';
const HOLDER = 'Jeanne Holderwitz';
const DETAILS: BankDetails = { iban: IBAN, bic: BIC, holder: HOLDER, debitDay: 5, frequency: 'monthly' };

let t: TestApp;
let agent: Member;
let manager: Member;
let auditor: Member;
let agentUser: CurrentUser;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  const inTeamA = { teamId: org.teamId, companyId: org.homeId };
  agent = await signInMember(t, {
    granted: [
      'CustomerModule:customers:read',
      'CustomerModule:customers:update',
      'CustomerModule:customers:bank-details',
      'VenteModule:ventes:update',
    ],
    dataScope: 'own',
    ...inTeamA,
  });
  manager = await signInMember(t, {
    granted: ['CustomerModule:customers:read'],
    dataScope: 'team',
    ...inTeamA,
  });
  auditor = await signInAuditor(t);
  const loaded = await loadUserById(t.db, agent.user.id);
  if (!loaded?.user) throw new Error('agent not loaded');
  agentUser = loaded.user;
}, 60_000);
afterAll(() => t.close());

const get = (who: Member, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

/** A customer of the agent, with the given bank details saved as the subscription step saves them. */
const customerWithBankDetails = async (details: BankDetails | null = DETAILS) => {
  const sale = await insertSale(t.db, agent.user);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers/create-or-update-and-link',
    headers: { cookie: agent.cookie },
    payload: { saleId: sale.id, version: 1, customerData: customerDataOf(), allowDuplicate: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const customerId = response.json().data.customer.customerId as string;
  if (details) {
    await t.db.transaction((tx) =>
      saveBankDetails(tx, {
        box: t.app.bankDetailsBox,
        actor: agentUser,
        ip: '127.0.0.1',
        customerId,
        details,
      }),
    );
  }
  return customerId;
};

describe('bank details at rest', () => {
  it('stores no IBAN, BIC or holder in clear, and names the key that sealed them', async () => {
    const customerId = await customerWithBankDetails();
    const result = (await t.db.execute(
      sql`select bank_details_sealed as sealed, row_to_json(c)::text as whole from customers c where id = ${customerId}`,
    )) as { rows: { sealed: string; whole: string }[] };
    const [row] = result.rows;
    expect(row?.sealed.startsWith(`${t.app.bankDetailsBox.currentKeyId}.`)).toBe(true);
    for (const secret of [IBAN, IBAN.slice(4), BIC, HOLDER]) {
      expect(row?.sealed).not.toContain(secret);
      expect(row?.whole).not.toContain(secret);
    }
  });

  it('audits "bank details changed" without any value', async () => {
    const customerId = await customerWithBankDetails();
    const history = await readHistory(t, auditor.cookie, 'customer', customerId);
    expect(history.some((entry) => 'bankDetails' in entry.changes)).toBe(true);
    const audit = (await t.db.execute(
      sql`select string_agg(changes::text, ' ') as text from audit_log where entity_id = ${customerId}`,
    )) as { rows: { text: string }[] };
    for (const secret of [IBAN, IBAN.slice(4), BIC, HOLDER])
      expect(audit.rows[0]?.text).not.toContain(secret);
  });

  it('still opens details sealed before a rotation of APP_SECRET', async () => {
    const customerId = await customerWithBankDetails();
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    const rotated = createSecretBox('bank-details', ['n'.repeat(48), t.app.appSecret]);
    expect(readBankDetails(rotated, agentUser, row?.bankDetailsSealed ?? null)).toMatchObject({ iban: IBAN });
    const forgotten = createSecretBox('bank-details', ['n'.repeat(48)]);
    expect(() => readBankDetails(forgotten, agentUser, row?.bankDetailsSealed ?? null)).toThrow(/No key/);
  });

  it('re-seals details under the new key after a rotation, without touching the record', async () => {
    const customerId = await customerWithBankDetails();
    const before = (await t.db.select().from(customers).where(eq(customers.id, customerId)))[0];
    const rotated = createSecretBox('bank-details', ['r'.repeat(48), t.app.appSecret]);
    const first = await resealBankDetails(t.db, rotated, 2);
    expect(first.resealed).toBeGreaterThanOrEqual(1);
    expect(first.unreadable).toBe(0);
    const after = (await t.db.select().from(customers).where(eq(customers.id, customerId)))[0];
    expect(after?.bankDetailsSealed?.startsWith(`${rotated.currentKeyId}.`)).toBe(true);
    expect(after).toMatchObject({ version: before?.version, updatedAt: before?.updatedAt });
    const onlyNew = createSecretBox('bank-details', ['r'.repeat(48)]);
    expect(readBankDetails(onlyNew, agentUser, after?.bankDetailsSealed ?? null)).toMatchObject({
      iban: IBAN,
    });
    expect(await resealBankDetails(t.db, rotated)).toEqual({ resealed: 0, unreadable: 0 });
    // Back to the app's own key for the other tests; a value no key opens is counted, not lost.
    await resealBankDetails(t.db, createSecretBox('bank-details', [t.app.appSecret, 'r'.repeat(48)]));
    const lost = await resealBankDetails(t.db, createSecretBox('bank-details', ['x'.repeat(48)]));
    expect(lost.resealed).toBe(0);
    expect(lost.unreadable).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/customers/{id}/with-bank-details', () => {
  it('answers the IBAN in full to a holder of the bank-details key', async () => {
    const customerId = await customerWithBankDetails();
    const response = await get(agent, `/api/customers/${customerId}/with-bank-details`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      customerId,
      bankDetails: {
        iban: IBAN,
        ibanMasked: false,
        bic: BIC,
        holder: HOLDER,
        debitDay: 5,
        frequency: 'monthly',
      },
    });
  });

  it('masks the IBAN for anyone else in scope', async () => {
    const customerId = await customerWithBankDetails();
    const response = await get(manager, `/api/customers/${customerId}/with-bank-details`);
    expect(response.statusCode, response.body).toBe(200);
    const { bankDetails } = response.json().data;
    expect(bankDetails).toMatchObject({ iban: 'FR76 •••• … 189', ibanMasked: true });
    expect(response.body).not.toContain(IBAN.slice(4, -3));
  });

  it('answers null bank details for a customer without any, and 404 outside the scope', async () => {
    const customerId = await customerWithBankDetails(null);
    const response = await get(agent, `/api/customers/${customerId}/with-bank-details`);
    expect(response.json().data.bankDetails).toBeNull();
    const missing = await get(agent, '/api/customers/00000000-0000-4000-8000-000000000000/with-bank-details');
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the bank details out of the plain customer read', async () => {
    const customerId = await customerWithBankDetails();
    const response = await get(agent, `/api/customers/${customerId}`);
    expect(response.json().data).not.toHaveProperty('bankDetails');
    expect(response.body).not.toContain(IBAN);
  });
});
