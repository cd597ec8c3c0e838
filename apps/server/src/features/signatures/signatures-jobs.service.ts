import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { files, saleDocuments, sales, signatureRequests } from '@/db/schema/index.ts';
import { emailDataBox } from '@/features/emails/email-data.service.ts';
import { queueEmail } from '@/features/emails/emails.service.ts';
import { readStoredFile } from '@/features/files/files.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { applySaleTransition } from '@/features/ventes/ventes-transitions.service.ts';
import type { SignatureProvider } from '@/integrations/signature/signature-provider.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { automatedActor } from '@/platform/audit.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { loadEvidence } from './evidence.service.ts';
import type { SealSecrets } from './seal-key.service.ts';
import {
  addEvidenceDocument,
  addSealedDocument,
  renderEvidenceDocument,
} from './signature-documents.service.ts';
import { signingLinkBox } from './signature-links.ts';

/** Who the sale's history names when a job moves it (no staff, no request). */
export const SIGNATURE_JOB_ACTOR = automatedActor('signature-job');

export interface SignatureJobPayload {
  requestId: string;
}

const lockSale = async (tx: Executor, saleId: string) => {
  const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
  if (!sale) throw new Error(`sale ${saleId} not found`);
  return sale;
};

/**
 * `signatures.open`: signing has opened; a sale still `documents_sent` under a live request becomes
 * `awaiting_signature`. Anything else (cancelled, signed, moved by hand) is left alone.
 */
export const openSigning = async ({ db, payload }: { db: Database; payload: SignatureJobPayload }) => {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, payload.requestId));
    if (!request || !['sent', 'opened', 'signed'].includes(request.status)) return;
    const sale = await lockSale(tx, request.saleId);
    if (sale.status !== 'documents_sent') return;
    await applySaleTransition(tx, {
      actor: SIGNATURE_JOB_ACTOR,
      ip: undefined,
      sale,
      to: 'awaiting_signature',
      expected: sale.version,
      current: () => sale,
    });
  });
};

/**
 * `signatures.complete`: seals each document (a sealed copy stored beside the original), writes the evidence
 * PDF, moves the sale to `signed` (through `awaiting_signature` if the opening job has not run yet) and emails
 * `signature_completed`. Each step finds what a previous run wrote, so running twice does nothing more.
 */
export const completeSigning = async ({
  db,
  storage,
  jobs,
  secrets,
  provider,
  payload,
}: {
  db: Database;
  storage: ObjectStorage;
  jobs: Pick<JobQueue, 'enqueue'>;
  secrets: SealSecrets;
  provider: SignatureProvider;
  payload: SignatureJobPayload;
}) => {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, payload.requestId));
  if (request?.status !== 'signed') return;
  const originals = await db
    .select()
    .from(saleDocuments)
    .where(inArray(saleDocuments.id, request.documentIds));
  const sealedRows: {
    id: string;
    kind: string;
    name: string;
    sha256Before: string;
    sha256After: string | null;
  }[] = [];
  for (const id of request.documentIds) {
    const original = originals.find((row) => row.id === id);
    if (!original) continue;
    const before = await readStoredFile({ db, storage, id: original.fileId });
    const [existing] = await db
      .select()
      .from(saleDocuments)
      .where(and(eq(saleDocuments.sourceDocumentId, id), eq(saleDocuments.signatureRequestId, request.id)));
    const sealed =
      existing ??
      (await addSealedDocument({
        executor: db,
        storage,
        original,
        bytes: await provider.sealDocument({
          pdf: new Uint8Array(before.bytes),
          signerName: request.signerName,
          signingTime: request.signedAt,
        }),
        signatureRequestId: request.id,
      }));
    const [after] = await db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, sealed.fileId));
    sealedRows.push({
      id: original.id,
      kind: original.kind,
      name: before.record.name,
      sha256Before: before.record.sha256,
      sha256After: after?.sha256 ?? null,
    });
  }
  const [evidenceRow] = await db
    .select({ id: saleDocuments.id })
    .from(saleDocuments)
    .where(and(eq(saleDocuments.signatureRequestId, request.id), eq(saleDocuments.kind, 'evidence')));
  if (!evidenceRow) {
    const evidence = await loadEvidence({
      executor: db,
      requestId: request.id,
      documents: sealedRows,
      seal: await provider.sealIdentity(),
    });
    const parameters = await readParameters({ db });
    await addEvidenceDocument({
      executor: db,
      storage,
      saleId: request.saleId,
      signatureRequestId: request.id,
      bytes: await renderEvidenceDocument(evidence, request.locale, {
        brokerageName: parameters.brokerageName,
      }),
      locale: request.locale,
    });
  }
  await finishSale({ db, jobs, secrets, request });
};

const finishSale = async ({
  db,
  jobs,
  secrets,
  request,
}: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  secrets: SealSecrets;
  request: typeof signatureRequests.$inferSelect;
}) =>
  db.transaction(async (tx) => {
    let sale = await lockSale(tx, request.saleId);
    if (sale.status === 'signed') return;
    const move = (to: 'awaiting_signature' | 'signed', from: typeof sale) =>
      applySaleTransition(tx, {
        actor: SIGNATURE_JOB_ACTOR,
        ip: undefined,
        sale: from,
        to,
        expected: from.version,
        current: () => from,
      });
    if (sale.status === 'documents_sent') sale = await move('awaiting_signature', sale);
    if (sale.status !== 'awaiting_signature') return;
    await move('signed', sale);
    if (!request.signerEmail) return;
    const parameters = await readParameters({ db: tx });
    const link = request.linkSealed
      ? signingLinkBox(secrets.appSecret, secrets.previousAppSecret).open(request.linkSealed)
      : null;
    if (!link) return;
    await queueEmail({
      executor: tx,
      jobs,
      saleId: request.saleId,
      to: request.signerEmail,
      template: 'signature_completed',
      locale: request.locale,
      dataBox: emailDataBox(secrets),
      data: { customerName: request.signerName, brokerageName: parameters.brokerageName, documentsUrl: link },
    });
  });
