import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emails, saleDocuments, sales, signatureRequests } from '@/db/schema/index.ts';
import { emailDataBox, openEmailData } from '@/features/emails/email-data.service.ts';
import { readStoredFile } from '@/features/files/files.service.ts';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { pdfText, plainSpaces } from '@/test/pdf-text.ts';
import { pdfsig, signedByteRange } from '@/test/pdfsig.ts';
import { ALL_PASS, CONTRACT_KEYS, household, OFFER, QC_KEYS } from '@/test/quality-fixtures.ts';
import { type Member, signInMember } from '@/test/sale-fixtures.ts';
import { startSignatureWorld, subscribedSale } from '@/test/signature-fixtures.ts';
import { loadEvidence } from './evidence.service.ts';
import { renderEvidenceDocument } from './signature-documents.service.ts';

let t: TestApp;
let seller: Member;
let world: Awaited<ReturnType<typeof startSignatureWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await startSignatureWorld(t);
  seller = world.seller;
});

afterAll(async () => {
  setClockOffsetHours(0);
  await t.close();
});

afterEach(() => setClockOffsetHours(0));

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = seller.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie } });

const send = (venteId: string, extra: object = {}, cookie = seller.cookie) =>
  call('POST', '/api/document-signature/create-combined', { venteId, ...extra }, cookie);

const tokenOf = (url: string) => url.split('/sign/')[1] ?? '';

const saleStatus = async (id: string) =>
  (await t.db.select({ status: sales.status }).from(sales).where(eq(sales.id, id)))[0]?.status;

const publicCall = (method: 'GET' | 'POST', token: string, action = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/public/sign/${token}${action}`,
    ...(payload ? { payload } : {}),
    headers: { 'user-agent': 'Vitest browser' },
  });

/** Sends, moves the clock past the delay, asks a code and signs with it. */
const sendAndSign = async () => {
  const { sale, customer } = await subscribedSale(t, seller);
  const created = await send(sale.id);
  expect(created.statusCode).toBe(201);
  const { mainDocumentSignature } = created.json();
  const token = tokenOf(mainDocumentSignature.signatureLinks[0].url);
  setClockOffsetHours(25);
  expect((await publicCall('POST', token, '/code')).statusCode).toBe(200);
  const code = t.sms.lastCodeFor(customer.phone);
  const signed = await publicCall('POST', token, '/sign', { code, consent: true });
  expect(signed.statusCode).toBe(200);
  return { sale, customer, token, code, requestId: mainDocumentSignature.id as string };
};

describe('POST /document-signature/create-combined', () => {
  it('sends the sale: request sent, event sent with the hashes, email with the link, sale documents_sent', async () => {
    const { sale, customer } = await subscribedSale(t, seller);
    const response = await send(sale.id, { sendSms: true });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.mainDocumentSignature.status).toBe('sent');
    const [link] = body.mainDocumentSignature.signatureLinks;
    expect(link.signerName).toBe('Jeanne Martin');
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/fr\/sign\/[A-Za-z0-9_-]{43}$/);
    expect(await saleStatus(sale.id)).toBe('documents_sent');

    const [email] = await t.db.select().from(emails).where(eq(emails.saleId, sale.id));
    expect(email).toMatchObject({ template: 'signature_request', recipient: customer.email });
    // The record keeps the link sealed; the app secret opens it.
    const stored = (email?.data ?? {}) as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain(link.url);
    const opened = openEmailData('signature_request', stored, emailDataBox({ appSecret: t.app.appSecret }));
    expect(opened.signingUrl).toBe(link.url);
    // The SMS is a job enqueued with the request: it leaves after the commit.
    expect(t.sms.sent.some((sms) => sms.body.includes(link.url))).toBe(false);
    await t.app.jobs.runDue();
    expect(t.sms.sent.findLast((sms) => sms.to === customer.phone)?.body).toContain(link.url);

    const detail = (await call('GET', `/api/signatures/${body.mainDocumentSignature.id}`)).json().data;
    expect(detail.events.map((event: { type: string }) => event.type)).toEqual(['sent']);
    expect(detail.documents).toHaveLength(5);
    expect(detail.documents[0].sha256Before).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.signingLink).toBe(link.url);
    expect(Date.parse(detail.opensAt) - Date.parse(detail.sentAt)).toBe(24 * 3_600_000);
    const [request] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.saleId, sale.id));
    expect(request?.tokenHash).not.toContain(tokenOf(link.url));
    const history = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, body.mainDocumentSignature.id));
    expect(history.map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a sale not subscribed, a second live request, missing documents, a foreign quote', async () => {
    const { sale } = await subscribedSale(t, seller);
    expect((await send(sale.id)).statusCode).toBe(201);
    const again = await send(sale.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('REQUEST_ALREADY_ACTIVE');
    const { sale: quoted } = await subscribedSale(t, seller);
    await t.db.update(sales).set({ status: 'quoted' }).where(eq(sales.id, quoted.id));
    expect((await send(quoted.id)).json().details.reason).toBe('SALE_NOT_SUBSCRIBED');

    const { sale: other } = await subscribedSale(t, seller);
    await t.db.insert(signatureRequests).values({
      saleId: other.id,
      status: 'sent',
      signerName: 'X',
      signerPhone: '+33600000000',
    });
    expect((await send(other.id)).json().details.reason).toBe('REQUEST_ALREADY_ACTIVE');

    const { sale: bare } = await subscribedSale(t, seller, { documents: false });
    expect((await send(bare.id)).json().details.reason).toBe('DOCUMENTS_NOT_READY');
    expect((await send(bare.id, { quoteHash: 'q-other' })).json().details.reason).toBe('QUOTE_MISMATCH');
  });

  it('sends the whole file or nothing: a subset of the documents is refused', async () => {
    const { sale } = await subscribedSale(t, seller);
    const current = await t.db.select().from(saleDocuments).where(eq(saleDocuments.saleId, sale.id));
    const subset = current.filter((row) => row.kind !== 'sepa_mandate').map((row) => row.id);
    const refused = await send(sale.id, { documentIds: subset });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.reason).toBe('DOCUMENTS_NOT_READY');
    expect((await send(sale.id, { documentIds: current.map((row) => row.id) })).statusCode).toBe(201);
  });

  it('is 403 without the permission and 404 outside the scope', async () => {
    const { sale } = await subscribedSale(t, seller);
    const reader = await signInMember(t, {
      granted: ['SignatureModule:signatures:read'],
      companyId: world.organisation.homeId,
      teamId: world.organisation.teamId,
    });
    expect((await send(sale.id, {}, reader.cookie)).statusCode).toBe(403);
    const stranger = await signInMember(t, {
      granted: ['SignatureModule:signatures:create', 'SignatureModule:signatures:read'],
      companyId: world.organisation.awayId,
      teamId: world.organisation.awayTeamId,
    });
    expect((await send(sale.id, {}, stranger.cookie)).statusCode).toBe(404);
    const mine = await send(sale.id);
    const id = mine.json().mainDocumentSignature.id;
    expect((await call('GET', `/api/signatures/${id}`, undefined, stranger.cookie)).statusCode).toBe(404);
    const list = (await call('GET', '/api/signatures?pageSize=100', undefined, stranger.cookie)).json();
    expect(list.data.map((row: { id: string }) => row.id)).not.toContain(id);
  });
});

describe('the whole signature', () => {
  it('signs, then the job seals the documents (pdfsig valid), stores the evidence and moves the sale', async () => {
    const { sale, requestId, token, code } = await sendAndSign();
    expect(await t.app.jobs.runDue()).toBeGreaterThan(0);
    expect(await saleStatus(sale.id)).toBe('signed');

    const sealed = await t.db
      .select()
      .from(saleDocuments)
      .where(eq(saleDocuments.signatureRequestId, requestId));
    expect(sealed.filter((row) => row.sealed)).toHaveLength(5);
    for (const copy of sealed.filter((row) => row.sealed)) {
      const bytes = (await readStoredFile({ db: t.db, storage: t.app.storage, id: copy.fileId })).bytes;
      expect(await pdfsig(bytes)).toContain('Signature Validation: Signature is Valid.');
    }
    // One byte of a sealed sale document changed inside what the seal covers: pdfsig no longer says valid.
    const [first] = sealed.filter((row) => row.sealed);
    if (!first) throw new Error('no sealed copy');
    const tampered = Uint8Array.from(
      (await readStoredFile({ db: t.db, storage: t.app.storage, id: first.fileId })).bytes,
    );
    const [start, length] = signedByteRange(tampered);
    const target = start + Math.floor(length / 2);
    tampered[target] = (tampered[target] ?? 0) ^ 0x01;
    const report = await pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);

    const detail = (await call('GET', `/api/signatures/${requestId}`)).json().data;
    expect(detail.status).toBe('signed');
    expect(detail.signingLink).toBeNull();
    expect(detail.documents.every((document: { sha256After: string | null }) => document.sha256After)).toBe(
      true,
    );
    expect(detail.events.map((event: { type: string }) => event.type)).toEqual([
      'sent',
      'code_sent',
      'code_verified',
      'consent',
      'signed',
    ]);
    const evidence = await call('GET', detail.evidenceUrl);
    expect(evidence.statusCode).toBe(200);
    expect(evidence.headers['content-type']).toContain('application/pdf');
    const completed = await t.db.select().from(emails).where(eq(emails.saleId, sale.id));
    expect(completed.map((email) => email.template)).toContain('signature_completed');

    // Twice changes nothing.
    await t.app.jobs.enqueue(t.db, 'signatures.complete', { requestId });
    await t.app.jobs.runDue();
    const after = await t.db
      .select()
      .from(saleDocuments)
      .where(eq(saleDocuments.signatureRequestId, requestId));
    expect(after).toHaveLength(sealed.length);

    const reused = await publicCall('POST', token, '/sign', { code, consent: true });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().details.reason).toBe('REQUEST_NOT_ACTIVE');
    const view = (await publicCall('GET', token)).json().data;
    expect(view).toMatchObject({ status: 'signed', signingOpen: false });
    expect(view.documents).toHaveLength(5);
    const document = await publicCall('GET', token, `/documents/${view.documents[0].id}`);
    expect(document.statusCode).toBe(200);
  });

  it('dates the signature on the sale and hands the signed documents to the contract (issue 11)', async () => {
    const { sale, requestId } = await sendAndSign();
    await t.app.jobs.runDue();
    const [row] = await t.db.select().from(sales).where(eq(sales.id, sale.id));
    const [request] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(row?.signedAt).toBeInstanceOf(Date);
    // The fixture's sale skipped the form: give it what the form and the quote would have written.
    await t.db
      .update(sales)
      .set({ providerType: 'actudata', gammeCode: OFFER.gammeCode, household: household(), offer: OFFER })
      .where(eq(sales.id, sale.id));
    const reviewer = await signInMember(t, {
      granted: [...QC_KEYS, ...CONTRACT_KEYS],
      dataScope: 'company',
      companyId: seller.user.companyId,
      teamId: null,
      firstName: 'Rita',
    });
    const taken = await call(
      'POST',
      `/api/quality-control/${sale.id}/take`,
      { version: row?.version },
      reviewer.cookie,
    );
    expect(taken.statusCode, taken.body).toBe(200);
    const decided = await call(
      'POST',
      `/api/quality-control/${sale.id}/decision`,
      { version: taken.json().data.review.version, decision: 'validated', answers: ALL_PASS },
      reviewer.cookie,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const contract = (
      await call('GET', `/api/contrats/${decided.json().data.contractId}`, undefined, reviewer.cookie)
    ).json().data;
    expect(contract.signedAt).toBe(request?.signedAt?.toISOString());
    expect(contract.documents.map((document: { kind: string }) => document.kind).sort()).toEqual([
      'advice',
      'evidence',
      'information',
      'membership',
      'quote',
      'sepa_mandate',
    ]);
    // The fixture's quote is not stored: no payment, so no mandate reference to copy.
    expect(contract.paymentFrequency).toBeNull();
  });

  it('the evidence shows a broken chain once a stored event is edited', async () => {
    const { requestId } = await sendAndSign();
    await t.app.jobs.runDue();
    const stored = await call('GET', `/api/signatures/${requestId}/evidence`);
    expect(plainSpaces(pdfText(new Uint8Array(stored.rawPayload)))).toContain('Valide : chaque étape');
    await t.db.execute(sql`alter table signature_events disable trigger signature_events_no_update_delete`);
    await t.db.execute(
      sql`update signature_events set ip = '198.51.100.1' where request_id = ${requestId} and type = 'consent'`,
    );
    await t.db.execute(sql`alter table signature_events enable trigger signature_events_no_update_delete`);
    const evidence = await loadEvidence({ executor: t.db, requestId, documents: [] });
    expect(evidence.chain.verdict).toEqual({ valid: false, brokenAt: 4 });
    expect(plainSpaces(pdfText(await renderEvidenceDocument(evidence, 'en')))).toContain('Broken at step 4');
  });

  it('evidence is 404 before signing', async () => {
    const { sale } = await subscribedSale(t, seller);
    const id = (await send(sale.id)).json().mainDocumentSignature.id;
    expect((await call('GET', `/api/signatures/${id}/evidence`)).statusCode).toBe(404);
  });
});

describe('GET /document-signature/document', () => {
  const byQuote = (quoteHash: string, cookie = seller.cookie) =>
    call(
      'GET',
      `/api/document-signature/document?quoteHash=${encodeURIComponent(quoteHash)}`,
      undefined,
      cookie,
    );

  it('answers the latest request of the quote with its documents and events, and null before any', async () => {
    const { sale, customer } = await subscribedSale(t, seller);
    const quoteHash = sale.quoteHash ?? '';
    const before = await byQuote(quoteHash);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ data: null });

    const first = (await send(sale.id)).json().mainDocumentSignature;
    const detail = (await call('GET', `/api/signatures/${first.id}`)).json().data;
    await call('POST', `/api/signatures/${first.id}/cancel`, { version: detail.version });
    const second = (await send(sale.id)).json().mainDocumentSignature;

    const found = (await byQuote(quoteHash)).json().data;
    expect(found).toMatchObject({
      id: second.id,
      saleId: sale.id,
      quoteHash,
      status: 'sent',
      signerName: `${customer.firstName} ${customer.lastName}`,
      signerEmail: customer.email,
    });
    expect(found.signerPhoneMasked).toMatch(/\*\*/);
    expect(found.documents).toHaveLength(5);
    expect(found.events.map((event: { type: string }) => event.type)).toEqual(['sent']);
    expect(found.signingLink).toContain('/sign/');
  });

  it('answers null outside the scope, 403 without the permission, 400 without a quote hash', async () => {
    const { sale } = await subscribedSale(t, seller);
    await send(sale.id);
    const quoteHash = sale.quoteHash ?? '';
    const stranger = await signInMember(t, {
      granted: ['SignatureModule:signatures:read'],
      companyId: world.organisation.awayId,
      teamId: world.organisation.awayTeamId,
    });
    expect((await byQuote(quoteHash, stranger.cookie)).json()).toEqual({ data: null });
    const outsider = await signInMember(t, {
      granted: ['VenteModule:ventes:read'],
      companyId: world.organisation.homeId,
      teamId: world.organisation.teamId,
    });
    expect((await byQuote(quoteHash, outsider.cookie)).statusCode).toBe(403);
    const missing = await call('GET', '/api/document-signature/document');
    expect(missing.statusCode).toBe(400);
  });
});

describe('resend, cancel and the opening job', () => {
  it('resend gives a new link and kills the old one; cancel ends the request and keeps the sale', async () => {
    const { sale } = await subscribedSale(t, seller);
    const created = (await send(sale.id)).json().mainDocumentSignature;
    const oldToken = tokenOf(created.signatureLinks[0].url);
    const detail = (await call('GET', `/api/signatures/${created.id}`)).json().data;
    const resent = await call('POST', `/api/signatures/${created.id}/resend`, { version: detail.version });
    expect(resent.statusCode).toBe(200);
    const newLink = resent.json().data.signingLink;
    expect(newLink).not.toBe(created.signatureLinks[0].url);
    expect((await publicCall('GET', oldToken)).statusCode).toBe(404);
    expect((await publicCall('GET', tokenOf(newLink))).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(t.sms.sent.findLast((sms) => sms.body.includes('/sign/'))?.body).toContain(newLink);

    // The documents the customer may be reading are not replaced under them.
    const regenerate = await call('POST', `/api/ventes/${sale.id}/regenerate-pdfs`);
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().details.reason).toBe('REQUEST_ALREADY_ACTIVE');

    const stale = await call('POST', `/api/signatures/${created.id}/cancel`, { version: detail.version });
    expect(stale.statusCode).toBe(409);
    const current = (await call('GET', `/api/signatures/${created.id}`)).json().data;
    const cancelled = await call('POST', `/api/signatures/${created.id}/cancel`, {
      version: current.version,
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', signingLink: null });
    expect(await saleStatus(sale.id)).toBe('documents_sent');
    expect((await publicCall('GET', tokenOf(newLink))).statusCode).toBe(404);
    expect((await call('POST', `/api/ventes/${sale.id}/regenerate-pdfs`)).statusCode).toBe(202);

    // Send again: a new request from documents_sent, and from awaiting_signature once that one is cancelled.
    const second = await send(sale.id, { sendSms: true });
    expect(second.statusCode).toBe(201);
    expect(await saleStatus(sale.id)).toBe('documents_sent');
    const secondId = second.json().mainDocumentSignature.id;
    await t.db.update(sales).set({ status: 'awaiting_signature' }).where(eq(sales.id, sale.id));
    const secondDetail = (await call('GET', `/api/signatures/${secondId}`)).json().data;
    await call('POST', `/api/signatures/${secondId}/cancel`, { version: secondDetail.version });
    // Cancelled before its SMS left: the job sends nothing.
    await t.app.jobs.runDue();
    const secondLink = second.json().mainDocumentSignature.signatureLinks[0].url;
    expect(t.sms.sent.some((sms) => sms.body.includes(secondLink))).toBe(false);
    expect((await send(sale.id)).statusCode).toBe(201);
    expect(await saleStatus(sale.id)).toBe('documents_sent');
  });

  it('texts the customer once when the agent resends before the first text left', async () => {
    const { sale, customer } = await subscribedSale(t, seller);
    const created = (await send(sale.id, { sendSms: true })).json().mainDocumentSignature;
    // The first text is still waiting (its provider failing, say) when the agent resends.
    const detail = (await call('GET', `/api/signatures/${created.id}`)).json().data;
    const resent = await call('POST', `/api/signatures/${created.id}/resend`, { version: detail.version });
    expect(resent.statusCode, resent.body).toBe(200);
    const textsBefore = t.sms.sent.length;
    await t.app.jobs.runDue();
    const links = t.sms.sent
      .slice(textsBefore)
      .filter((sms) => sms.to === customer.phone && sms.body.includes('/sign/'));
    expect(links.map((sms) => sms.body.includes(resent.json().data.signingLink))).toEqual([true]);
  });

  it('signatures.open moves the sale to awaiting_signature when signing opens', async () => {
    const { sale } = await subscribedSale(t, seller);
    await send(sale.id);
    await t.app.jobs.runDue();
    expect(await saleStatus(sale.id)).toBe('documents_sent');
    await t.db.execute(
      // The job waits for the real clock: make it due as 24 hours would.
      (await import('drizzle-orm'))
        .sql`update pgboss.job set start_after = now() where name = 'signatures.open'`,
    );
    await t.app.jobs.runDue();
    expect(await saleStatus(sale.id)).toBe('awaiting_signature');
    const history = await t.db.select().from(auditLog).where(eq(auditLog.entityId, sale.id));
    expect(history.at(-1)).toMatchObject({ actorId: null, actorName: 'System (electronic signature)' });
  });
});
