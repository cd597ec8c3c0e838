import { CONTRACT_NUMBER_PATTERN, type QcSaleDetail, type QcWriteResult } from '@brokerage/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contracts, emails, qualityReviews, sales } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  ALL_PASS,
  asMember,
  CONTRACT_KEYS,
  giveEmail,
  insertSignedSale,
  QC_KEYS,
} from '@/test/quality-fixtures.ts';
import {
  createOrganisation,
  forceSaleStatus,
  type Member,
  type Organisation,
  SALE_KEYS,
  signInMember,
} from '@/test/sale-fixtures.ts';

/** Quality control through HTTP (issue 11): every transition and refusal, and the contract it creates. */

let t: TestApp;
let org: Organisation;
let seller: Member;
let reviewer: Member;
let otherReviewer: Member;
let sellingReviewer: Member;

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  seller = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Amina' });
  await giveEmail(t.db, seller.user.id, 'amina@example.com');
  // An "own" data scope: quality control still reaches every sale of the reviewer's company.
  const reviewerKeys = [...QC_KEYS, ...CONTRACT_KEYS, 'AdminModule:audit-log:read'];
  reviewer = await signInMember(t, {
    granted: reviewerKeys,
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Rita',
  });
  otherReviewer = await signInMember(t, {
    granted: reviewerKeys,
    companyId: org.homeId,
    teamId: null,
    firstName: 'Omar',
  });
  sellingReviewer = await signInMember(t, {
    granted: [...reviewerKeys, ...SALE_KEYS],
    companyId: org.homeId,
    teamId: org.teamId,
    firstName: 'Selma',
  });
});
afterAll(() => t.close());

const detailOf = async (member: Member, saleId: string): Promise<QcSaleDetail> => {
  const response = await asMember(t, member)('GET', `/api/quality-control/${saleId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const take = async (member: Member, sale: { id: string; version: number }) => {
  const response = await asMember(t, member)('POST', `/api/quality-control/${sale.id}/take`, {
    version: sale.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as QcWriteResult;
};

const saleRow = async (id: string) => {
  const [row] = await t.db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw new Error('no sale');
  return row;
};

describe('taking and releasing a sale', () => {
  it('takes a signed sale into review, carrying no answers on a first review', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    expect(taken.saleStatus).toBe('quality_review');
    expect(taken.saleVersion).toBe(sale.version + 1);
    expect(taken.review).toMatchObject({ status: 'open', version: 1, answers: [], decision: null });
    expect(taken.review.reviewer?.id).toBe(reviewer.user.id);
    const detail = await detailOf(reviewer, sale.id);
    expect(detail.review?.id).toBe(taken.review.id);
    expect(detail.sale.reviewer?.firstName).toBe('Rita');
    expect(detail.checklist.map((row) => row.key)).toContain('consent_recording');
    expect(detail.canValidate).toBe(false);
  });

  it('refuses a reviewer their own sale (403 REVIEW_OWN_SALE)', async () => {
    const { sale } = await insertSignedSale(t.db, sellingReviewer.user);
    const response = await asMember(t, sellingReviewer)('POST', `/api/quality-control/${sale.id}/take`, {
      version: sale.version,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().details.reason).toBe('REVIEW_OWN_SALE');
    expect((await saleRow(sale.id)).status).toBe('signed');
  });

  it('refuses a stale version (409 STALE_WRITE with the review screen)', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const response = await asMember(t, reviewer)('POST', `/api/quality-control/${sale.id}/take`, {
      version: sale.version + 5,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE_WRITE');
    expect(response.json().details.current.sale.saleId).toBe(sale.id);
    expect((await saleRow(sale.id)).status).toBe('signed');
  });

  it('refuses a sale held by another reviewer and a sale in another status', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const again = await asMember(t, otherReviewer)('POST', `/api/quality-control/${sale.id}/take`, {
      version: taken.saleVersion,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toMatchObject({ reason: 'REVIEW_HELD_BY_OTHER', reviewer: 'Rita Test' });
    const release = await asMember(t, otherReviewer)('POST', `/api/quality-control/${sale.id}/release`, {
      version: taken.review.version,
    });
    expect(release.statusCode).toBe(409);
    expect(release.json().details.reason).toBe('REVIEW_HELD_BY_OTHER');

    const { sale: quoted } = await insertSignedSale(t.db, seller.user);
    await forceSaleStatus(t.db, quoted.id, 'quoted');
    const wrong = await asMember(t, reviewer)('POST', `/api/quality-control/${quoted.id}/take`, {
      version: quoted.version,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toMatchObject({
      reason: 'SALE_NOT_IN_QUALITY_STEP',
      status: 'quoted',
      expected: 'signed',
    });
    const decide = await asMember(t, reviewer)('POST', `/api/quality-control/${quoted.id}/decision`, {
      version: 1,
      decision: 'validated',
    });
    expect(decide.statusCode).toBe(409);
    expect(decide.json().details.reason).toBe('SALE_NOT_IN_QUALITY_STEP');
  });

  it('releases a sale back to the queue, and the next reviewer finds the answers', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const saved = await asMember(t, reviewer)('PUT', `/api/quality-control/${sale.id}/checklist`, {
      version: taken.review.version,
      answers: [{ key: 'identity_confirmed', result: 'pass', comment: null }],
    });
    expect(saved.statusCode).toBe(200);
    const released = await asMember(t, reviewer)('POST', `/api/quality-control/${sale.id}/release`, {
      version: saved.json().data.review.version,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ saleStatus: 'signed', review: { status: 'released' } });
    const retaken = await take(otherReviewer, { id: sale.id, version: released.json().data.saleVersion });
    expect(retaken.review.answers).toEqual([{ key: 'identity_confirmed', result: 'pass', comment: null }]);
    expect((await detailOf(otherReviewer, sale.id)).history.map((review) => review.status)).toEqual([
      'released',
    ]);
  });
});

describe('a sale lost by its agent during the review', () => {
  it('ends the review in progress', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const lost = await asMember(t, seller)('PUT', `/api/ventes/${sale.id}/status`, {
      version: taken.saleVersion,
      status: 'lost',
      reason: 'The customer changed their mind.',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    const detail = await detailOf(reviewer, sale.id);
    expect(detail.review).toBeNull();
    expect(detail.history.map((review) => review.status)).toEqual(['released']);
  });
});

describe('the checklist', () => {
  it('saves answers under the review version and refuses answers that do not fit', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const put = (payload: unknown) =>
      asMember(t, reviewer)('PUT', `/api/quality-control/${sale.id}/checklist`, payload);

    const unknown = await put({ version: 1, answers: [{ key: 'mystery', result: 'pass', comment: null }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toMatchObject({
      reason: 'CHECKLIST_ANSWERS_INVALID',
      unknownKeys: ['mystery'],
    });
    const unexplained = await put({ version: 1, answers: [{ key: 'identity_confirmed', result: 'fail' }] });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().details.failsWithoutComment).toEqual(['identity_confirmed']);
    const badResult = await put({ version: 1, answers: [{ key: 'identity_confirmed', result: 'maybe' }] });
    expect(badResult.statusCode).toBe(400);
    expect(badResult.json().code).toBe('VALIDATION_FAILED');

    const saved = await put({ version: taken.review.version, answers: ALL_PASS.slice(0, 3) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.review.version).toBe(2);
    const stale = await put({ version: taken.review.version, answers: ALL_PASS });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    expect(stale.json().details.current.review.version).toBe(2);
    const detail = await detailOf(reviewer, sale.id);
    expect(detail.blockingKeys).toEqual([
      'guarantees_price_stated',
      'delay_respected',
      'no_signature_during_call',
    ]);
  });
});

describe('decisions', () => {
  const decide = (member: Member, saleId: string, payload: Record<string, unknown>) =>
    asMember(t, member)('POST', `/api/quality-control/${saleId}/decision`, payload);

  it('validates: the sale becomes a contract in the same transaction, both audited', async () => {
    const { sale, customer } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const blocked = await decide(reviewer, sale.id, { version: taken.review.version, decision: 'validated' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().details.reason).toBe('CHECKLIST_NOT_PASSED');
    expect(blocked.json().details.keys).toHaveLength(6);

    const answers = ALL_PASS.map((answer) =>
      answer.key === 'delay_respected' ? { ...answer, result: 'not_applicable' as const } : answer,
    );
    const response = await decide(reviewer, sale.id, {
      version: taken.review.version,
      decision: 'validated',
      answers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data as QcWriteResult;
    expect(result.saleStatus).toBe('contract');
    expect(result.review).toMatchObject({ status: 'decided', decision: 'validated', rejection: null });
    expect(result.review.contractId).toBe(result.contractId);

    const row = await saleRow(sale.id);
    expect(row).toMatchObject({ status: 'contract', contractId: result.contractId });
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.saleId, sale.id));
    expect(contract).toMatchObject({
      status: 'active',
      customerId: customer.id,
      providerType: 'actudata',
      gammeCode: 'SANTE_SENIOR',
      productName: 'Santé Senior Confort',
      monthlyPremiumCents: 14_590,
      paymentMethod: 'sepa_direct_debit',
      paymentFrequency: 'monthly',
      mandateReference: `RUM-${sale.number}`,
      validatedById: reviewer.user.id,
      sellerId: seller.user.id,
      companyId: org.homeId,
    });
    expect(contract?.number).toMatch(CONTRACT_NUMBER_PATTERN);
    expect(contract?.insuredPeople).toHaveLength(2);

    const saleAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sale'), eq(auditLog.entityId, sale.id)));
    const statuses = saleAudit.map((entry) => (entry.changes.status as { after: string } | undefined)?.after);
    expect(statuses).toEqual(expect.arrayContaining(['quality_review', 'validated', 'contract']));
    const contractAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contract'), eq(auditLog.entityId, contract?.id ?? '')));
    expect(contractAudit.map((entry) => entry.action)).toEqual(['create']);
    const reviewAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quality_review'), eq(auditLog.entityId, result.review.id)));
    expect(reviewAudit.map((entry) => entry.action)).toEqual(['create', 'update']);

    const saleResponse = await asMember(t, seller)('GET', `/api/ventes/${sale.id}`);
    expect(saleResponse.json().data.contractId).toBe(result.contractId);
  });

  it('writes nothing when the contract cannot be created inside the validation', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const before = await saleRow(sale.id);
    const auditCount = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;
    const auditBefore = await auditCount();
    await t.db.execute(sql`create function refuse_contract() returns trigger language plpgsql as $$
      begin raise exception 'forced failure inside the validation'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_contract before insert on contracts for each row execute function refuse_contract()`,
    );
    try {
      const response = await decide(reviewer, sale.id, {
        version: taken.review.version,
        decision: 'validated',
        answers: ALL_PASS,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_contract on contracts`);
      await t.db.execute(sql`drop function refuse_contract()`);
    }
    const after = await saleRow(sale.id);
    expect(after).toMatchObject({ status: 'quality_review', version: before.version, contractId: null });
    expect(await t.db.select().from(contracts).where(eq(contracts.saleId, sale.id))).toEqual([]);
    const [review] = await t.db.select().from(qualityReviews).where(eq(qualityReviews.id, taken.review.id));
    expect(review).toMatchObject({ status: 'open', version: 1, answers: [] });
    expect(await auditCount()).toBe(auditBefore);
  });

  it('needs reasons and an outcome to reject (400 with the fields)', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const response = await decide(reviewer, sale.id, { version: taken.review.version, decision: 'rejected' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.map((field: { path: string }) => field.path)).toEqual([
      'reasons',
      'outcome',
    ]);
    const other = await decide(reviewer, sale.id, {
      version: taken.review.version,
      decision: 'rejected',
      reasons: ['other'],
      outcome: 'correction',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().details.fields[0].path).toBe('comment');
    const stale = await decide(reviewer, sale.id, {
      version: taken.review.version + 1,
      decision: 'rejected',
      reasons: ['consent_missing'],
      outcome: 'correction',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    expect((await saleRow(sale.id)).status).toBe('quality_review');
  });

  it('rejects for correction: the sale goes back to the agent, who is emailed', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const response = await decide(reviewer, sale.id, {
      version: taken.review.version,
      decision: 'rejected',
      reasons: ['price_not_stated', 'consent_missing'],
      outcome: 'correction',
      comment: 'Price never said.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.saleStatus).toBe('rejected');
    expect(response.json().data.review.rejection).toEqual({
      reasons: ['consent_missing', 'price_not_stated'],
      outcome: 'correction',
      callBackDueDate: null,
      callBackNote: null,
    });
    const sent = await t.db.select().from(emails).where(eq(emails.saleId, sale.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: 'amina@example.com',
      template: 'quality_rejected',
      locale: 'fr',
    });
    expect(sent[0]?.subject).toContain(sale.number);
  });

  it('rejects as lost with the reasons kept on the sale', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const response = await decide(reviewer, sale.id, {
      version: taken.review.version,
      decision: 'rejected',
      reasons: ['signed_during_call'],
      outcome: 'lost',
    });
    expect(response.statusCode).toBe(200);
    expect(await saleRow(sale.id)).toMatchObject({
      status: 'lost',
      lostReason: 'Quality control: signed_during_call',
    });
  });

  it('asks for a call-back: a task for the agent, the sale back in the queue, the answers kept', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const taken = await take(reviewer, sale);
    const base = {
      version: taken.review.version,
      decision: 'rejected',
      reasons: ['needs_not_read_back'],
      outcome: 'call_back',
      answers: [{ key: 'needs_read_back', result: 'fail', comment: 'Skipped' }],
    };
    const missing = await decide(reviewer, sale.id, base);
    expect(missing.statusCode).toBe(400);
    const past = await decide(reviewer, sale.id, {
      ...base,
      callBackDueDate: '2020-01-01',
      callBackNote: 'x',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().details.fields[0].path).toBe('callBackDueDate');
    const response = await decide(reviewer, sale.id, {
      ...base,
      callBackDueDate: '2099-01-15',
      callBackNote: 'Read the needs back to the customer.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.saleStatus).toBe('signed');
    const sent = await t.db.select().from(emails).where(eq(emails.saleId, sale.id));
    expect(sent.map((email) => email.template)).toEqual(['quality_call_back']);

    const dashboard = await asMember(t, seller)('GET', '/api/dashboard');
    expect(dashboard.json().data.callBacks).toEqual([
      expect.objectContaining({
        saleId: sale.id,
        dueDate: '2099-01-15',
        note: 'Read the needs back to the customer.',
        reasons: ['needs_not_read_back'],
      }),
    ]);
    const queue = await asMember(t, otherReviewer)('GET', '/api/quality-control/queue?pageSize=100');
    expect(queue.json().data.map((item: { saleId: string }) => item.saleId)).toContain(sale.id);
    const retaken = await take(otherReviewer, { id: sale.id, version: response.json().data.saleVersion });
    expect(retaken.review.answers).toEqual([{ key: 'needs_read_back', result: 'fail', comment: 'Skipped' }]);
    const after = await asMember(t, seller)('GET', '/api/dashboard');
    expect(after.json().data.callBacks).toEqual([]);
  });
});
