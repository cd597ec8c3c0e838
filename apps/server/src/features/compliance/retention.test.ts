import { addMonths, type RetentionRun } from '@brokerage/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  callAttempts,
  customers,
  files,
  oppositionNumbers,
  quotes,
  sales,
  signatureRequests,
} from '@/db/schema/index.ts';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { storeTestFile } from '@/test/file-fixtures.ts';
import {
  createOrganisation,
  insertCustomer,
  insertQuote,
  insertSale,
  type Member,
  signInMember,
} from '@/test/sale-fixtures.ts';
import { RETENTION_JOB } from './retention.service.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let seller: Member;
let admin: Member;
/** The real time the test starts: every fact is placed relative to it, and the clock moves from it. */
const start = new Date();
const days = (count: number) => new Date(start.getTime() + count * DAY_MS);

const moveClockTo = async (moment: Date) => {
  const offsetHours = (moment.getTime() - Date.now()) / 3_600_000;
  const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offsetHours } });
  expect(moved.statusCode).toBe(200);
};

const runJob = async (): Promise<RetentionRun> => {
  await t.app.jobs.enqueue(t.db, RETENTION_JOB, {});
  expect(await t.app.jobs.runDue()).toBe(1);
  const runs = await t.app.inject({
    method: 'GET',
    url: '/api/admin/retention-runs?pageSize=1',
    headers: { cookie: admin.cookie },
  });
  expect(runs.statusCode).toBe(200);
  return runs.json().data[0];
};

const recordingOf = async (saleId: string, kind: 'recording' | 'id_document') => {
  const file = await storeTestFile({
    db: t.db,
    storage: t.app.storage,
    saleId,
    kind,
    ...(kind === 'recording'
      ? { name: 'call.mp3', contentType: 'audio/mpeg' }
      : { name: 'identity.pdf', contentType: 'application/pdf' }),
    bytes: new Uint8Array([0x49, 0x44, 0x33, 1, 2, 3]),
  });
  return file.id;
};

/** A sale of a new customer with a stored call recording (or, for the customers' own tests, an ID document). */
const saleWithRecording = async (
  values: Partial<typeof sales.$inferInsert>,
  kind: 'recording' | 'id_document' = 'recording',
) => {
  const customer = await insertCustomer(t.db, { firstName: 'Alice', lastName: 'Martin' });
  const sale = await insertSale(t.db, seller.user, { customerId: customer.id, ...values });
  return { customer, sale, fileId: await recordingOf(sale.id, kind) };
};

const signatureRequest = (saleId: string, values: Partial<typeof signatureRequests.$inferInsert>) =>
  t.db
    .insert(signatureRequests)
    .values({ saleId, signerName: 'Alice Martin', signerPhone: '+33612345678', ...values });

const exists = async (fileId: string) => {
  const [row] = await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId));
  return row !== undefined;
};

let signed: Awaited<ReturnType<typeof saleWithRecording>>;
let signedRecently: Awaited<ReturnType<typeof saleWithRecording>>;
let proposed: Awaited<ReturnType<typeof saleWithRecording>>;
let lost: Awaited<ReturnType<typeof saleWithRecording>>;
let declined: Awaited<ReturnType<typeof saleWithRecording>>;
let prospect: Awaited<ReturnType<typeof saleWithRecording>>;
let signedLongAgo: Awaited<ReturnType<typeof saleWithRecording>>;
let refusedOnCall: Awaited<ReturnType<typeof saleWithRecording>>;
let refusedButSignable: Awaited<ReturnType<typeof saleWithRecording>>;
let refusedButSigned: Awaited<ReturnType<typeof saleWithRecording>>;
let calledRecently: Awaited<ReturnType<typeof saleWithRecording>>;
let deletedDraft: Awaited<ReturnType<typeof saleWithRecording>>;
let signedKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  const organisation = await createOrganisation(t.db);
  seller = await signInMember(t, { companyId: organisation.homeId, teamId: organisation.teamId });
  admin = await signInMember(t, {
    granted: ['AdminModule:admin:read'],
    dataScope: 'all',
    companyId: null,
    teamId: null,
  });

  // Signed 24 months minus 10 days ago: its recording is due in 10 days.
  signed = await saleWithRecording({ status: 'signed' });
  await signatureRequest(signed.sale.id, { status: 'signed', signedAt: addMonths(days(10), -24) });
  [{ signedKey } = { signedKey: '' }] = await t.db
    .select({ signedKey: files.storageKey })
    .from(files)
    .where(eq(files.id, signed.fileId));
  signedRecently = await saleWithRecording({ status: 'quality_review' });
  await signatureRequest(signedRecently.sale.id, { status: 'signed', signedAt: start });
  // Subscribed a month minus 20 days ago, never signed: due in 20 days.
  proposed = await saleWithRecording({ status: 'subscribed', subscribedAt: addMonths(days(20), -1) });
  await insertQuote(t.db, { saleId: proposed.sale.id });
  await t.db
    .update(quotes)
    .set({ createdAt: addMonths(days(15), -1) })
    .where(eq(quotes.saleId, proposed.sale.id));
  lost = await saleWithRecording({ status: 'lost', statusChangedAt: days(-1), subscribedAt: days(-2) });
  declined = await saleWithRecording({ status: 'documents_sent', subscribedAt: days(-3) });
  await signatureRequest(declined.sale.id, { status: 'declined', sentAt: days(-2) });

  refusedOnCall = await saleWithRecording({ status: 'quoted', subscribedAt: days(-1) });
  await t.db.insert(callAttempts).values([
    { saleId: refusedOnCall.sale.id, at: days(-2), outcome: 'interested' },
    { saleId: refusedOnCall.sale.id, at: days(-1), outcome: 'refused' },
  ]);

  // Refused on a call, but the documents sent after it can still be signed: the refusal does not count yet.
  refusedButSignable = await saleWithRecording({ status: 'documents_sent', subscribedAt: days(-3) });
  await signatureRequest(refusedButSignable.sale.id, {
    status: 'sent',
    sentAt: days(-1),
    expiresAt: days(60),
  });
  await t.db
    .insert(callAttempts)
    .values({ saleId: refusedButSignable.sale.id, at: days(-1), outcome: 'refused' });
  // Refused on a call after signing: the signature holds, the recording is its proof.
  refusedButSigned = await saleWithRecording({ status: 'quality_review' });
  await signatureRequest(refusedButSigned.sale.id, { status: 'signed', signedAt: start });
  await t.db
    .insert(callAttempts)
    .values({ saleId: refusedButSigned.sale.id, at: days(-1), outcome: 'refused' });

  deletedDraft = await saleWithRecording({ status: 'draft', deletedAt: days(-1) });

  // A prospect last contacted 36 months minus 30 days ago: purged in 30 days.
  const lastContact = addMonths(days(30), -36);
  prospect = await saleWithRecording(
    {
      status: 'quoted',
      answers: { health: 'diabetes' },
      monthlyPremiumCents: 4_200,
      lostReason: 'Thinks about it',
    },
    'id_document',
  );
  await t.db
    .update(sales)
    .set({ updatedAt: lastContact, statusChangedAt: lastContact, createdAt: lastContact })
    .where(eq(sales.id, prospect.sale.id));
  await t.db
    .update(customers)
    .set({ createdAt: lastContact, updatedAt: lastContact, phone: '+33611223344' })
    .where(eq(customers.id, prospect.customer.id));
  await t.db.insert(callAttempts).values([
    {
      saleId: prospect.sale.id,
      customerId: prospect.customer.id,
      phoneNumber: '+33611223344',
      at: lastContact,
      outcome: 'refused',
      note: 'Alice says her husband decides',
    },
    { saleId: prospect.sale.id, phoneNumber: '+33611223344', at: lastContact, outcome: 'no_answer' },
  ]);
  await t.db.insert(oppositionNumbers).values([
    { phoneNumber: '+33611223344', source: 'customer_request', reason: 'Alice Martin asked on the phone' },
    {
      phoneNumber: '+33699887766',
      source: 'refused_call',
      saleId: prospect.sale.id,
      reason: 'Her son, Bob Martin',
    },
    { phoneNumber: '+33655555555', source: 'csv', reason: 'Someone else' },
  ]);
  // Signed five years ago, never contacted since: a customer, never purged by this job.
  signedLongAgo = await saleWithRecording({ status: 'contract' }, 'id_document');
  const longAgo = addMonths(start, -60);
  await signatureRequest(signedLongAgo.sale.id, { status: 'signed', signedAt: longAgo });
  await t.db
    .update(sales)
    .set({ updatedAt: longAgo, statusChangedAt: longAgo })
    .where(eq(sales.id, signedLongAgo.sale.id));
  await t.db
    .update(customers)
    .set({ createdAt: longAgo, updatedAt: longAgo })
    .where(eq(customers.id, signedLongAgo.customer.id));
  // Written five years ago, but called yesterday: the call is a contact.
  calledRecently = await saleWithRecording({ status: 'draft' }, 'id_document');
  await t.db
    .update(sales)
    .set({ updatedAt: longAgo, statusChangedAt: longAgo })
    .where(eq(sales.id, calledRecently.sale.id));
  await t.db
    .update(customers)
    .set({ createdAt: longAgo, updatedAt: longAgo })
    .where(eq(customers.id, calledRecently.customer.id));
  await t.db
    .insert(callAttempts)
    .values({ saleId: calledRecently.sale.id, at: days(-1), outcome: 'call_back' });
});
afterAll(async () => {
  setClockOffsetHours(0);
  await t?.close();
});

describe('the retention job', () => {
  it('is scheduled every night at 03:15, Paris time', async () => {
    const result = await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${RETENTION_JOB}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { cron: '15 3 * * *', timezone: 'Europe/Paris' },
    ]);
  });

  it('deletes at once the recordings of refused sales (lost, signature declined, call refused), and nothing else', async () => {
    const run = await runJob();
    expect(run.deletions.recordings.map((entry) => [entry.saleId, entry.reason]).sort()).toEqual(
      [
        [lost.sale.id, 'customer_refused'],
        [declined.sale.id, 'customer_refused'],
        [refusedOnCall.sale.id, 'customer_refused'],
        [deletedDraft.sale.id, 'sale_deleted'],
      ].sort(),
    );
    expect(run).toMatchObject({
      recordingsDeleted: 4,
      prospectsPurged: 0,
      rules: { recordingMonthsAfterSignature: 24 },
    });
    expect(await exists(lost.fileId)).toBe(false);
    expect(await exists(declined.fileId)).toBe(false);
    for (const kept of [signed, signedRecently, proposed, prospect, signedLongAgo, refusedButSigned])
      expect(await exists(kept.fileId)).toBe(true);
  });

  it('keeps a refused sale’s recording while a live signature request can still be signed', async () => {
    expect(await exists(refusedButSignable.fileId)).toBe(true);
    // The link expires: nothing can be signed any more, and the refusal counts.
    await t.db
      .update(signatureRequests)
      .set({ expiresAt: days(-0.5) })
      .where(eq(signatureRequests.saleId, refusedButSignable.sale.id));
    const run = await runJob();
    expect(run.deletions.recordings).toEqual([
      expect.objectContaining({ fileId: refusedButSignable.fileId, reason: 'customer_refused' }),
    ]);
  });

  it('keeps a signed sale’s recording a day before its period ends, deletes it (bytes and record) a day after', async () => {
    await moveClockTo(days(9));
    expect((await runJob()).recordingsDeleted).toBe(0);
    expect(await exists(signed.fileId)).toBe(true);
    expect(await t.app.storage.stat(signedKey)).not.toBeNull();

    await moveClockTo(days(11));
    const run = await runJob();
    expect(run.deletions.recordings).toEqual([
      expect.objectContaining({ fileId: signed.fileId, reason: 'kept_period_after_signature_over' }),
    ]);
    expect(await exists(signed.fileId)).toBe(false);
    expect(await t.app.storage.stat(signedKey)).toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, signed.fileId), eq(auditLog.action, 'delete')),
      );
    expect(audit).toEqual([expect.objectContaining({ actorName: 'Retention job' })]);
  });

  it('deletes an unsigned recording a month after the latest proposal, not a day before', async () => {
    await moveClockTo(days(19));
    expect((await runJob()).recordingsDeleted).toBe(0);
    await moveClockTo(days(21));
    const run = await runJob();
    expect(run.deletions.recordings).toEqual([
      expect.objectContaining({ fileId: proposed.fileId, reason: 'not_signed_after_proposal' }),
    ]);
  });

  it('purges a prospect 36 months after the last contact, keeping the sale’s figures', async () => {
    await moveClockTo(days(29));
    expect((await runJob()).prospectsPurged).toBe(0);
    await moveClockTo(days(31));
    const run = await runJob();
    expect(run.deletions.prospects).toEqual([
      {
        customerId: prospect.customer.id,
        saleIds: [prospect.sale.id],
        fileIds: [prospect.fileId],
        dueAt: expect.any(String),
      },
    ]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, prospect.customer.id));
    expect(customer).toMatchObject({
      firstName: 'Anonymised',
      lastName: 'Anonymised',
      phone: '',
      email: null,
    });
    expect(customer?.deletedAt).not.toBeNull();
    const [sale] = await t.db.select().from(sales).where(eq(sales.id, prospect.sale.id));
    expect(sale).toMatchObject({
      status: 'quoted',
      monthlyPremiumCents: 4_200,
      answers: {},
      lostReason: null,
    });
    expect(await exists(prospect.fileId)).toBe(false);
    const attempts = await t.db
      .select({
        phoneNumber: callAttempts.phoneNumber,
        note: callAttempts.note,
        outcome: callAttempts.outcome,
      })
      .from(callAttempts)
      .where(eq(callAttempts.saleId, prospect.sale.id));
    expect(attempts.sort((a, b) => a.outcome.localeCompare(b.outcome))).toEqual([
      { phoneNumber: null, note: null, outcome: 'no_answer' },
      { phoneNumber: null, note: null, outcome: 'refused' },
    ]);
    const oppositions = await t.db
      .select({ phoneNumber: oppositionNumbers.phoneNumber, reason: oppositionNumbers.reason })
      .from(oppositionNumbers)
      .orderBy(oppositionNumbers.phoneNumber);
    expect(oppositions).toEqual([
      { phoneNumber: '+33611223344', reason: null },
      { phoneNumber: '+33655555555', reason: 'Someone else' },
      { phoneNumber: '+33699887766', reason: null },
    ]);
  });

  it('never touches what is kept: a recent signature, a customer who signed long ago', async () => {
    await moveClockTo(days(40));
    const run = await runJob();
    expect(run.deletions).toEqual({ recordings: [], prospects: [] });
    expect(await exists(signedRecently.fileId)).toBe(true);
    expect(await exists(signedLongAgo.fileId)).toBe(true);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, signedLongAgo.customer.id));
    expect(customer).toMatchObject({ firstName: 'Alice', deletedAt: null });
    expect(await exists(calledRecently.fileId)).toBe(true);
  });

  it('shows its runs to administrators only', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/retention-runs',
      headers: { cookie: seller.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const runs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/retention-runs',
      headers: { cookie: admin.cookie },
    });
    expect(runs.json().total).toBe(9);
  });
});
