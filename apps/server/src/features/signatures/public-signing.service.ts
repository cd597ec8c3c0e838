import {
  CODE_SEND_MIN_INTERVAL_MS,
  isSignatureActive,
  maskPhoneForEvidence,
  type PublicSigningView,
  signaturesErrors,
} from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { saleDocuments, signatureRequests } from '@/db/schema/index.ts';
import { readStoredFile } from '@/features/files/files.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import type { SmsTransport } from '@/integrations/sms/sms-transport.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { now } from '@/platform/clock.ts';
import { consumeBackoff, consumeRateLimit } from '@/platform/rate-limit.ts';
import { refuser } from '@/platform/refusals.ts';
import { SIGNATURE_ENTITY, signatureAuditSnapshot } from './signature-audit.ts';
import { appendSignatureEvent } from './signature-events.service.ts';
import {
  assertSigningOpen,
  CUSTOMER_ACTOR,
  findRequestByToken,
  signingBlockerOf,
} from './signing-checks.service.ts';
import { createSigningCode } from './signing-codes.service.ts';
import { signingCodeSms } from './signing-sms-text.ts';

/** Where the customer is: the address and user agent every evidence event keeps. */
export interface Visitor {
  ip: string;
  userAgent: string | null;
}

const refuse = refuser(signaturesErrors);

const HOUR_MS = 3_600_000;

/** Per address: the page is opened by one person, a few times; a NAT office still fits. */
export const PUBLIC_SIGNING_PER_IP = [{ max: 120, windowMs: HOUR_MS }] as const;

/** The documents the page lists: the sealed copy of each once it exists, else the original sent. */
const documentIdsOf = async (executor: Executor, request: typeof signatureRequests.$inferSelect) => {
  const sealed = await executor
    .select({
      id: saleDocuments.id,
      kind: saleDocuments.kind,
      sourceDocumentId: saleDocuments.sourceDocumentId,
    })
    .from(saleDocuments)
    .where(and(eq(saleDocuments.signatureRequestId, request.id), eq(saleDocuments.sealed, true)));
  const originals = request.documentIds.length
    ? await executor
        .select({ id: saleDocuments.id, kind: saleDocuments.kind })
        .from(saleDocuments)
        .where(eq(saleDocuments.saleId, request.saleId))
    : [];
  return request.documentIds.flatMap((id) => {
    const copy = sealed.find((row) => row.sourceDocumentId === id);
    const original = originals.find((row) => row.id === id);
    const shown = copy ?? original;
    return shown ? [{ id: shown.id, kind: shown.kind }] : [];
  });
};

/** `GET /public/sign/{token}`: the page's data; the first visit of a sent link records `opened`. */
export const viewSigning = async ({
  db,
  token,
  visitor,
}: {
  db: Database;
  token: string;
  visitor: Visitor;
}): Promise<PublicSigningView> => {
  await consumeRateLimit({ db, bucket: `signing:view:ip:${visitor.ip}`, rules: PUBLIC_SIGNING_PER_IP });
  const at = now();
  const { request, sale } = await db.transaction(async (tx) => {
    const found = await findRequestByToken(tx, token, true);
    if (found.request.status !== 'sent') return found;
    const [opened] = await tx
      .update(signatureRequests)
      .set({ status: 'opened', openedAt: found.request.openedAt ?? at, version: found.request.version + 1 })
      .where(eq(signatureRequests.id, found.request.id))
      .returning();
    if (!opened) throw new Error('The signature request was not updated.');
    await appendSignatureEvent({
      executor: tx,
      requestId: opened.id,
      type: 'opened',
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      at,
    });
    await recordAudit({
      db: tx,
      actor: CUSTOMER_ACTOR,
      action: 'update',
      entity: SIGNATURE_ENTITY,
      entityId: opened.id,
      before: signatureAuditSnapshot(found.request),
      after: signatureAuditSnapshot(opened),
      ip: visitor.ip,
    });
    return { request: opened, sale: found.sale };
  });
  const parameters = await readParameters({ db });
  const blockedBy = isSignatureActive(request.status) ? signingBlockerOf(request, sale, at) : null;
  const documents = await documentIdsOf(db, request);
  return {
    status: request.status,
    customerName: request.signerName,
    brokerageName: parameters.brokerageName,
    saleNumber: sale.number,
    phoneMasked: maskPhoneForEvidence(request.signerPhone),
    opensAt: (request.opensAt ?? request.sentAt ?? request.createdAt).toISOString(),
    signingOpen: isSignatureActive(request.status) && blockedBy === null,
    blockedBy,
    signedAt: request.signedAt?.toISOString() ?? null,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      url: `/api/public/sign/${token}/documents/${document.id}`,
    })),
  };
};

/** `GET /public/sign/{token}/documents/{id}`: only a document of that request (or its sealed copy). */
export const readSigningDocument = async ({
  db,
  storage,
  token,
  documentId,
  visitor,
}: {
  db: Database;
  storage: ObjectStorage;
  token: string;
  documentId: string;
  visitor: Visitor;
}) => {
  await consumeRateLimit({ db, bucket: `signing:view:ip:${visitor.ip}`, rules: PUBLIC_SIGNING_PER_IP });
  const { request } = await findRequestByToken(db, token);
  // An expired or cancelled request shows no documents any more; a signed one shows the sealed copies.
  if (!isSignatureActive(request.status) && request.status !== 'signed')
    throw refuse('REQUEST_NOT_ACTIVE', `The signature request is ${request.status}.`, {
      status: request.status,
    });
  const [document] = await db.select().from(saleDocuments).where(eq(saleDocuments.id, documentId));
  const belongs =
    document &&
    (request.documentIds.includes(document.id) ||
      (document.signatureRequestId === request.id && document.sealed));
  if (!document || !belongs) throw notFound('Document');
  return readStoredFile({ db, storage, id: document.fileId });
};

/**
 * `POST /public/sign/{token}/code`: after the address limit and the signing checks, a new code texted to the
 * signer's phone (the first waits a minute before another, doubling, as the sign-in codes).
 */
export const sendSigningCode = async ({
  db,
  appSecret,
  sms,
  token,
  visitor,
}: {
  db: Database;
  appSecret: string;
  sms: SmsTransport;
  token: string;
  visitor: Visitor;
}) => {
  await consumeRateLimit({
    db,
    bucket: `signing:code:ip:${visitor.ip}`,
    rules: [{ max: 30, windowMs: HOUR_MS }],
  });
  const at = now();
  const { request, sale } = await findRequestByToken(db, token);
  assertSigningOpen(request, sale, at);
  await consumeBackoff({
    db,
    bucket: `signing:code-send:request:${request.id}`,
    rule: { firstWaitMs: CODE_SEND_MIN_INTERVAL_MS, maxWaitMs: 15 * 60_000, windowMs: HOUR_MS },
  });
  const parameters = await readParameters({ db });
  const { code, expiresAt } = await db.transaction(async (tx) => {
    const created = await createSigningCode({ executor: tx, appSecret, requestId: request.id, at });
    await appendSignatureEvent({
      executor: tx,
      requestId: request.id,
      type: 'code_sent',
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      at,
      details: {
        phoneMasked: maskPhoneForEvidence(request.signerPhone),
        expiresAt: created.expiresAt.toISOString(),
      },
    });
    return created;
  });
  await sms.send({
    to: request.signerPhone,
    body: signingCodeSms(request.locale, parameters.brokerageName, code),
  });
  return { expiresAt: expiresAt.toISOString() };
};
