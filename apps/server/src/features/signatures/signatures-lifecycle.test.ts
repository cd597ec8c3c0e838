import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sales, signatureEvents, signatureRequests } from '@/db/schema/index.ts';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { insertQuote, type Member } from '@/test/sale-fixtures.ts';
import { startSignatureWorld, subscribedSale } from '@/test/signature-fixtures.ts';
import { signingLinkBox } from './signature-links.ts';
import { expireSigning } from './signatures-lifecycle.service.ts';
import { toSignatureDetail } from './signatures-read.service.ts';

/** The request's life beyond one send: secret rotation, expiry, a re-quote or a lost sale. */
let t: TestApp;
let seller: Member;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await startSignatureWorld(t)).seller;
});

afterAll(async () => {
  setClockOffsetHours(0);
  await t.close();
});

afterEach(() => setClockOffsetHours(0));

const send = async (venteId: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/document-signature/create-combined',
    payload: { venteId },
    headers: { cookie: seller.cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json().mainDocumentSignature as { id: string; signatureLinks: { url: string }[] };
};

const requestRow = async (id: string) =>
  (await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, id)))[0];

describe('APP_SECRET rotation', () => {
  it('a link sealed under the previous secret still opens with APP_SECRET_PREVIOUS', async () => {
    const { sale } = await subscribedSale(t, seller);
    const created = await send(sale.id);
    const link = created.signatureLinks[0]?.url ?? '';
    const oldSecret = 'o'.repeat(40);
    await t.db
      .update(signatureRequests)
      .set({ linkSealed: signingLinkBox(oldSecret).seal(link) })
      .where(eq(signatureRequests.id, created.id));
    const row = await requestRow(created.id);
    if (!row) throw new Error('no request');
    const detail = await toSignatureDetail({
      executor: t.db,
      appSecret: 'n'.repeat(40),
      previousAppSecret: oldSecret,
      row,
      saleNumber: sale.number,
    });
    expect(detail.signingLink).toBe(link);
    await expect(
      toSignatureDetail({ executor: t.db, appSecret: 'n'.repeat(40), row, saleNumber: sale.number }),
    ).rejects.toThrow();
    expect((await t.db.select().from(sales).where(eq(sales.id, sale.id)))[0]?.status).toBe('documents_sent');
  });
});

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: seller.cookie } });

const publicCall = (method: 'GET' | 'POST', token: string, action = '') =>
  t.app.inject({ method, url: `/api/public/sign/${token}${action}` });

const tokenOf = (url: string) => url.split('/sign/')[1] ?? '';

const eventTypes = async (requestId: string) =>
  (await t.db.select().from(signatureEvents).where(eq(signatureEvents.requestId, requestId)))
    .sort((a, b) => a.sequence - b.sequence)
    .map((event) => event.type);

const saleOf = async (id: string) => (await t.db.select().from(sales).where(eq(sales.id, id)))[0];

describe('expiry', () => {
  it('a request past expiresAt is written expired when its link is opened; no code, no documents', async () => {
    const { sale } = await subscribedSale(t, seller);
    const created = await send(sale.id);
    const token = tokenOf(created.signatureLinks[0]?.url ?? '');
    const firstDocument = (await publicCall('GET', token)).json().data.documents[0].id;
    setClockOffsetHours(24 * 40);
    const view = await publicCall('GET', token);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ status: 'expired', signingOpen: false });
    expect((await requestRow(created.id))?.status).toBe('expired');
    expect(await eventTypes(created.id)).toEqual(['sent', 'opened', 'expired']);
    const code = await publicCall('POST', token, '/code');
    expect(code.json().details).toMatchObject({ reason: 'REQUEST_NOT_ACTIVE', status: 'expired' });
    expect((await publicCall('GET', token, `/documents/${firstDocument}`)).statusCode).toBe(409);
    const listed = (await staff('GET', `/api/signatures?status=expired&saleId=${sale.id}`)).json();
    expect(listed.data.map((row: { id: string }) => row.id)).toEqual([created.id]);
    // The one-live-request rule frees the sale: it may be sent again.
    expect(
      (await staff('POST', '/api/document-signature/create-combined', { venteId: sale.id })).statusCode,
    ).toBe(201);
  });

  it('create-combined expires a stale live request itself; the job expires on time; resend resets the validity', async () => {
    const { sale } = await subscribedSale(t, seller);
    const first = await send(sale.id);
    setClockOffsetHours(24 * 40);
    expect(
      (await staff('POST', '/api/document-signature/create-combined', { venteId: sale.id })).statusCode,
    ).toBe(201);
    expect((await requestRow(first.id))?.status).toBe('expired');
    setClockOffsetHours(0);

    const { sale: other } = await subscribedSale(t, seller);
    const created = await send(other.id);
    const before = await requestRow(created.id);
    setClockOffsetHours(24 * 3);
    const resent = await staff('POST', `/api/signatures/${created.id}/resend`, { version: before?.version });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = await requestRow(created.id);
    expect((after?.expiresAt?.getTime() ?? 0) - (before?.expiresAt?.getTime() ?? 0)).toBeGreaterThan(
      24 * 3_600_000 * 2.9,
    );
    // The expiry job runs (made due now): only the first validity's job finds nothing to do yet.
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'signatures.expire'`);
    await t.app.jobs.runDue();
    expect((await requestRow(created.id))?.status).toBe('sent');
    // Forced early above, the jobs are spent: the handler itself, as it runs at the new expiresAt.
    setClockOffsetHours(24 * 60);
    // Before anything writes it, the list already reads it as expired.
    const listed = (await staff('GET', `/api/signatures?status=expired&saleId=${other.id}`)).json();
    expect(listed.data).toMatchObject([{ id: created.id, status: 'expired' }]);
    const sentList = (await staff('GET', `/api/signatures?status=sent&saleId=${other.id}`)).json();
    expect(sentList.data).toEqual([]);
    await expireSigning({ db: t.db, payload: { requestId: created.id } });
    expect((await requestRow(created.id))?.status).toBe('expired');
    const stale = await staff('POST', `/api/signatures/${created.id}/resend`, { version: after?.version });
    expect(stale.statusCode).toBe(409);
  });
});

describe('a re-quote or a lost sale', () => {
  it('a new quote cancels the live request in the same transaction; signing is refused', async () => {
    const { sale } = await subscribedSale(t, seller);
    const created = await send(sale.id);
    const token = tokenOf(created.signatureLinks[0]?.url ?? '');
    const quote = await insertQuote(t.db, { saleId: sale.id });
    const current = await saleOf(sale.id);
    const relinked = await staff('PUT', `/api/ventes/${sale.id}/quote-hash`, {
      quoteHash: quote.quoteHash,
      providerType: 'actudata',
      version: current?.version,
    });
    expect(relinked.statusCode, relinked.body).toBe(200);
    expect((await requestRow(created.id))?.status).toBe('cancelled');
    expect((await eventTypes(created.id)).at(-1)).toBe('cancelled');
    expect((await publicCall('GET', token)).statusCode).toBe(404);
  });

  it('a lost sale cancels the live request', async () => {
    const { sale } = await subscribedSale(t, seller);
    const created = await send(sale.id);
    const current = await saleOf(sale.id);
    const lost = await staff('PUT', `/api/ventes/${sale.id}/status`, {
      status: 'lost',
      reason: 'Changed their mind',
      version: current?.version,
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect((await requestRow(created.id))?.status).toBe('cancelled');
  });

  it('signing is refused while the sale is not documents_sent or awaiting_signature', async () => {
    const { sale } = await subscribedSale(t, seller);
    const created = await send(sale.id);
    const token = tokenOf(created.signatureLinks[0]?.url ?? '');
    await t.db.update(sales).set({ status: 'subscribed' }).where(eq(sales.id, sale.id));
    setClockOffsetHours(25);
    const code = await publicCall('POST', token, '/code');
    expect(code.statusCode).toBe(409);
    expect(code.json().details.reason).toBe('REQUEST_NOT_ACTIVE');
  });
});
