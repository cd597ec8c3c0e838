import { type Contract, withdrawalEndDate } from '@brokerage/shared';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { asMember, CONTRACT_KEYS, QC_KEYS, validatedContract } from '@/test/quality-fixtures.ts';
import { createOrganisation, type Member, type Organisation, signInMember } from '@/test/sale-fixtures.ts';

/** `/api/contrats` (issue 11): list, filters, scope, export, and the ends of a contract. */

let t: TestApp;
let org: Organisation;
let seller: Member;
let sisterSeller: Member;
let awaySeller: Member;
let reviewer: Member;
let awayReviewer: Member;
let manager: Member;

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  const sellerKeys = ['VenteModule:ventes:read', ...CONTRACT_KEYS];
  seller = await signInMember(t, { granted: sellerKeys, companyId: org.homeId, teamId: org.teamId });
  sisterSeller = await signInMember(t, {
    granted: sellerKeys,
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Sister',
  });
  awaySeller = await signInMember(t, { granted: sellerKeys, companyId: org.awayId, teamId: org.awayTeamId });
  reviewer = await signInMember(t, {
    granted: [...QC_KEYS, ...CONTRACT_KEYS],
    companyId: org.homeId,
    teamId: null,
  });
  awayReviewer = await signInMember(t, { granted: QC_KEYS, companyId: org.awayId, teamId: null });
  manager = await signInMember(t, {
    granted: CONTRACT_KEYS,
    dataScope: 'company',
    companyId: org.homeId,
    teamId: org.teamId,
  });
});
afterAll(() => t.close());
afterEach(() => setClockOffsetHours(0));

const list = async (member: Member, query = '') => {
  const response = await asMember(t, member)('GET', `/api/contrats?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Contract[]; total: number };
};

const contractOf = async (member: Member, id: string) => {
  const response = await asMember(t, member)('GET', `/api/contrats/${id}`);
  return response;
};

describe('the list and the record', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.own = (await validatedContract(t, seller, reviewer, { customerName: 'Lefebvre' })).contractId;
    ids.sister = (await validatedContract(t, sisterSeller, reviewer, { customerName: 'Moreau' })).contractId;
    ids.away = (await validatedContract(t, awaySeller, awayReviewer, { customerName: 'Garnier' })).contractId;
  });

  it('shows each caller their data scope, newest signature first', async () => {
    expect((await list(seller)).data.map((contract) => contract.id)).toEqual([ids.own]);
    const company = (await list(manager)).data.map((contract) => contract.id);
    expect(company).toEqual(expect.arrayContaining([ids.own, ids.sister]));
    expect(company).not.toContain(ids.away);
    expect((await contractOf(seller, ids.sister ?? '')).statusCode).toBe(404);
    expect((await contractOf(awaySeller, ids.own ?? '')).statusCode).toBe(404);
  });

  it('reads a contract with its customer, product, payment and withdrawal end', async () => {
    const response = await contractOf(seller, ids.own ?? '');
    expect(response.statusCode).toBe(200);
    const contract = response.json().data as Contract;
    expect(contract).toMatchObject({
      status: 'active',
      customer: { lastName: 'Lefebvre' },
      providerType: 'actudata',
      productName: 'Santé Senior Confort',
      paymentMethod: 'sepa_direct_debit',
      ibanMasked: 'FR76 •••• 0189',
      canWithdraw: true,
      agent: { id: seller.user.id },
    });
    expect(contract.mandateReference).toBe(`RUM-${contract.saleNumber}`);
    expect(contract.withdrawalEndDate).toBe(withdrawalEndDate(new Date(contract.signedAt)));
    expect(contract.insuredPeople).toHaveLength(2);
  });

  it('filters by status, insurer, product, agent, team, dates, renewal month and search', async () => {
    const own = (await contractOf(seller, ids.own ?? '')).json().data as Contract;
    const month = Number(own.effectiveDate.slice(5, 7));
    const count = async (query: string) => (await list(manager, query)).data.length;
    expect(await count('&status=active')).toBe(2);
    expect(await count('&status=withdrawn')).toBe(0);
    expect(await count('&providerType=actudata&gammeCode=SANTE_SENIOR')).toBe(2);
    expect(await count('&gammeCode=SANTE_ESSENTIEL')).toBe(0);
    expect(await count(`&agentId=${sisterSeller.user.id}`)).toBe(1);
    expect(await count(`&teamId=${org.teamId}`)).toBe(1);
    expect(await count(`&effectiveFrom=${own.effectiveDate}&effectiveTo=${own.effectiveDate}`)).toBe(2);
    expect(await count('&effectiveFrom=2099-01-01')).toBe(0);
    expect(await count(`&renewalMonth=${month}`)).toBe(2);
    expect(await count(`&renewalMonth=${(month % 12) + 1}`)).toBe(0);
    expect(await count('&search=lefeb')).toBe(1);
    expect(await count(`&search=${own.number}`)).toBe(1);
    const bad = await asMember(t, manager)('GET', '/api/contrats?renewalMonth=13');
    expect(bad.statusCode).toBe(400);
  });

  it('exports the same filters as CSV', async () => {
    const response = await asMember(t, manager)('GET', '/api/contrats/export?status=active&sort=number');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['x-export-rows']).toBe('2');
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data.map((row) => row.customer)).toEqual(
      expect.arrayContaining(['Paul Lefebvre', 'Paul Moreau']),
    );
    expect(parsed.data[0]).toMatchObject({
      status: 'active',
      monthly_premium_eur: '145.90',
      provider_type: 'actudata',
    });
    const away = await asMember(t, awaySeller)('GET', '/api/contrats/export');
    expect(away.body).not.toContain('Lefebvre');
  });
});

describe('the ends of a contract', () => {
  const HOUR = 3_600_000;

  /** Moves the server clock to `wallClock` in Paris on `date` (`YYYY-MM-DD`, winter or summer time alike). */
  const moveClockTo = (date: string, time: string) => {
    const target = new Date(`${date}T${time}:00Z`);
    // Paris is UTC+1 or UTC+2: try both and keep the one that reads back as the wanted wall clock.
    for (const offset of [1, 2]) {
      const instant = new Date(target.getTime() - offset * HOUR);
      const wall = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
      if (wall === time) {
        setClockOffsetHours((instant.getTime() - Date.now()) / HOUR);
        return;
      }
    }
    throw new Error('no such Paris time');
  };

  const post = (member: Member, id: string, action: string, payload: Record<string, unknown>) =>
    asMember(t, member)('POST', `/api/contrats/${id}/${action}`, payload);

  it('accepts a withdrawal on the 14th day after the signature and refuses it on the 15th', async () => {
    const signedAt = new Date();
    const first = await validatedContract(t, seller, reviewer, { signedAt });
    const second = await validatedContract(t, seller, reviewer, { signedAt });
    const endDate = withdrawalEndDate(signedAt);

    moveClockTo(endDate, '23:59');
    const inside = await post(seller, first.contractId, 'withdraw', { version: 1, reason: 'Changed mind' });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().data).toMatchObject({
      status: 'withdrawn',
      withdrawalReason: 'Changed mind',
      version: 2,
    });

    const nextDay = new Date(
      Date.UTC(...(endDate.split('-').map(Number) as [number, number, number])) + 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    moveClockTo(nextDay, '00:01');
    const outside = await post(seller, second.contractId, 'withdraw', { version: 1 });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().details).toMatchObject({ reason: 'WITHDRAWAL_PERIOD_OVER', endDate });
    const still = (await contractOf(seller, second.contractId)).json().data as Contract;
    expect(still).toMatchObject({ status: 'active', version: 1, canWithdraw: false });
  });

  it('cancels and terminates an active contract, versioned, and refuses ending it twice', async () => {
    const { contractId } = await validatedContract(t, seller, reviewer);
    const stale = await post(seller, contractId, 'cancel', { version: 9, reason: 'Duplicate' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    expect(stale.json().details.current.id).toBe(contractId);
    const noReason = await post(seller, contractId, 'cancel', { version: 1 });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await post(seller, contractId, 'cancel', { version: 1, reason: 'Duplicate' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellationReason: 'Duplicate' });
    const again = await post(seller, contractId, 'terminate', {
      version: 2,
      terminationDate: '2099-01-01',
      reason: 'Moved abroad',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toMatchObject({ reason: 'CONTRACT_NOT_ACTIVE', status: 'cancelled' });

    const other = await validatedContract(t, seller, reviewer);
    const contract = (await contractOf(seller, other.contractId)).json().data as Contract;
    const early = await post(seller, other.contractId, 'terminate', {
      version: 1,
      terminationDate: '2000-01-01',
      reason: 'Moved abroad',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toMatchObject({
      reason: 'TERMINATION_BEFORE_EFFECTIVE_DATE',
      effectiveDate: contract.effectiveDate,
    });
    const terminated = await post(seller, other.contractId, 'terminate', {
      version: 1,
      terminationDate: '2099-01-01',
      reason: 'Moved abroad',
    });
    expect(terminated.statusCode).toBe(200);
    expect(terminated.json().data).toMatchObject({
      status: 'terminated',
      terminationDate: '2099-01-01',
      terminationReason: 'Moved abroad',
    });
  });

  it('does not let a caller end a contract outside their scope', async () => {
    const { contractId } = await validatedContract(t, seller, reviewer);
    const response = await post(awaySeller, contractId, 'cancel', { version: 1, reason: 'x' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the dashboard', () => {
  it('shows the agent their contracts', async () => {
    const response = await asMember(t, seller)('GET', '/api/dashboard');
    expect(response.statusCode).toBe(200);
    const { contracts } = response.json().data;
    expect(contracts.recent.length).toBeGreaterThan(0);
    expect(contracts.thisMonth).toBeGreaterThan(0);
    expect(contracts.recent[0]).toMatchObject({ productName: 'Santé Senior Confort' });
  });
});
