import {
  ACTIVE_SIGNATURE_STATUSES,
  type CurrentUser,
  SALE_DOCUMENT_KINDS,
  type SaleDocumentKind,
  type SaleStatus,
  signaturesErrors,
  wentThroughSubscription,
} from '@brokerage/shared';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { documentGenerations, saleDocuments, signatureRequests } from '@/db/schema/index.ts';
import {
  discardStoredBytes,
  putGeneratedBytes,
  recordGeneratedFile,
  recordingStoredBytes,
  type StoredBytes,
} from '@/features/files/files.service.ts';
import { lockSaleInScope } from '@/features/ventes/ventes-access.service.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { recordAudit } from '@/platform/audit.ts';
import { now } from '@/platform/clock.ts';
import { JOB_PRIORITY, type JobQueue } from '@/platform/jobs/job-queue.ts';
import { refuser } from '@/platform/refusals.ts';
import type { SecretBox } from '@/platform/secret-box.ts';
import {
  documentFileName,
  insertDocument,
  lockSaleForDocuments,
  nextDocumentVersion,
} from './documents.service.ts';
import { renderSaleDocument } from './render-sale-documents.ts';
import { loadSaleDocumentData } from './sale-document-data.service.ts';

/**
 * Generating a sale's five documents (issue 10): a `document_generations` row is queued with the job in the
 * caller's transaction (the subscription, a regenerate, the demo seed); the job renders the five PDFs in the
 * customer's language and writes them, one new version of each kind, in one transaction.
 */

export const GENERATE_DOCUMENTS_JOB = 'documents.generate';
export interface GenerateDocumentsPayload {
  saleId: string;
  generationId: string;
}

const refuse = refuser(signaturesErrors);

/** Once signed the documents are what the customer signed: they are never generated again. */
const SIGNED_ON: readonly SaleStatus[] = ['signed', 'quality_review', 'validated', 'rejected', 'contract'];

/** A sale's documents can be (re)generated from `subscribed` until it is signed. */
export const canGenerateDocuments = (status: SaleStatus): boolean =>
  wentThroughSubscription(status) && !SIGNED_ON.includes(status);

/** Queues a generation of the sale's documents in the caller's transaction; answers its id. */
export const queueDocumentGeneration = async ({
  executor,
  jobs,
  saleId,
  requestedById,
}: {
  executor: Executor;
  jobs: JobQueue;
  saleId: string;
  /** Null for the demo seed's background generations; a person's own go before those. */
  requestedById: string | null;
}): Promise<string> => {
  const [generation] = await executor
    .insert(documentGenerations)
    .values({ saleId, requestedById })
    .returning({ id: documentGenerations.id });
  if (!generation) throw new Error('generation not written');
  await jobs.enqueue<GenerateDocumentsPayload>(
    executor,
    GENERATE_DOCUMENTS_JOB,
    { saleId, generationId: generation.id },
    {
      singletonKey: generation.id,
      priority: requestedById ? JOB_PRIORITY.someoneWaiting : JOB_PRIORITY.background,
    },
  );
  return generation.id;
};

/** The sale's request the customer may still sign (sent or opened, not past its expiry), if any. */
const liveSignatureOf = async (tx: Executor, saleId: string) => {
  const [live] = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.saleId, saleId),
        inArray(signatureRequests.status, ['draft', ...ACTIVE_SIGNATURE_STATUSES]),
        or(isNull(signatureRequests.expiresAt), gt(signatureRequests.expiresAt, now())),
      ),
    )
    .limit(1);
  return live ?? null;
};

/**
 * `POST /ventes/{id}/regenerate-pdfs`: a new version of each document, the old ones kept. Refused while the
 * customer may sign: the documents they read must stay the ones they sign (cancel the request first).
 */
export const regenerateSaleDocuments = ({
  db,
  jobs,
  actor,
  ip,
  saleId,
}: {
  db: Database;
  jobs: JobQueue;
  actor: CurrentUser;
  ip: string | undefined;
  saleId: string;
}) =>
  db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, actor, saleId);
    if (!canGenerateDocuments(sale.status)) {
      throw refuse(
        'SALE_NOT_SUBSCRIBED',
        `Documents are generated between the subscription and the signature; the sale is ${sale.status}.`,
        { status: sale.status },
      );
    }
    if (await liveSignatureOf(tx, saleId)) {
      throw refuse(
        'REQUEST_ALREADY_ACTIVE',
        'The documents are out for signature: cancel the request before generating them again.',
      );
    }
    const generationId = await queueDocumentGeneration({
      executor: tx,
      jobs,
      saleId,
      requestedById: actor.id,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'document_generation',
      entityId: generationId,
      after: { saleId, status: 'queued' },
      ip,
    });
    return { generating: true as const };
  });

/**
 * An administrator retried the failed job of a generation: it is under way again, so pdf-links says `generating`
 * until the job runs. (A generation skipped on purpose is `failed` by a job that succeeded: never retried.)
 */
export const requeueFailedGeneration = async (
  executor: Executor,
  { generationId }: GenerateDocumentsPayload,
) => {
  await executor
    .update(documentGenerations)
    .set({ status: 'queued', finishedAt: null })
    .where(and(eq(documentGenerations.id, generationId), eq(documentGenerations.status, 'failed')));
};

/**
 * The `documents.generate` job. Rendering and storing the bytes (the slow parts) happen before the transaction;
 * the rows are written in one, which first checks the generation is not done yet, so a job run twice writes once.
 * A failure keeps the generation queued with its error, and `failed` once the queue gives up (`lastAttempt`); it is
 * thrown again for the queue to retry.
 */
export const generateSaleDocuments = async ({
  db,
  storage,
  bankDetailsBox,
  payload,
  lastAttempt,
}: {
  db: Database;
  storage: ObjectStorage;
  bankDetailsBox: SecretBox;
  payload: GenerateDocumentsPayload;
  /** The queue retries a failure until this attempt (JobContext.lastAttempt). */
  lastAttempt: boolean;
}): Promise<void> => {
  const { saleId, generationId } = payload;
  const [generation] = await db
    .select()
    .from(documentGenerations)
    .where(and(eq(documentGenerations.id, generationId), eq(documentGenerations.saleId, saleId)));
  if (!generation || generation.status === 'done') return;
  try {
    const data = await loadSaleDocumentData({ db, bankDetailsBox, saleId });
    const locale = data.customer.preferredLanguage;
    // Rendered and stored before the sale is locked: both can take seconds (a bucket over the network).
    const rendered: { kind: SaleDocumentKind; stored: StoredBytes }[] = [];
    try {
      for (const kind of SALE_DOCUMENT_KINDS) {
        const bytes = await renderSaleDocument(kind, data, locale);
        rendered.push({ kind, stored: await putGeneratedBytes(storage, bytes, 'application/pdf') });
      }
    } catch (error) {
      await discardStoredBytes(
        storage,
        rendered.map((document) => document.stored),
      );
      throw error;
    }
    const storedFiles = rendered.map((document) => document.stored);
    await recordingStoredBytes(db, storage, storedFiles, async (tx) => {
      const sale = await lockSaleForDocuments(tx, saleId);
      // The sale may have moved on while the job waited (signed, re-quoted, lost): its documents stay as they are.
      // A sale that was already past that when the generation was queued (the demo's signed sales) still gets them.
      if (!canGenerateDocuments(sale.status) && sale.statusChangedAt > generation.requestedAt) {
        await tx
          .update(documentGenerations)
          .set({
            status: 'failed',
            error: `skipped: the sale is ${sale.status}, documents are generated between the subscription and the signature`,
            finishedAt: new Date(),
          })
          .where(eq(documentGenerations.id, generationId));
        return { result: undefined, fresh: false };
      }
      // Documents out for signature stay the ones the customer reads (regenerate refuses then; an administrator's
      // retry of an older failed generation, or one that waited in the queue while the agent sent, must too).
      if (await liveSignatureOf(tx, saleId)) {
        await tx
          .update(documentGenerations)
          .set({
            status: 'failed',
            error: 'skipped: a signature request is live, its documents stay as they are',
            finishedAt: new Date(),
          })
          .where(eq(documentGenerations.id, generationId));
        return { result: undefined, fresh: false };
      }
      const [written] = await tx
        .select({ id: saleDocuments.id })
        .from(saleDocuments)
        .where(eq(saleDocuments.generationId, generationId))
        .limit(1);
      if (!written) {
        for (const { kind, stored } of rendered) {
          const version = await nextDocumentVersion(tx, saleId, kind);
          const file = await recordGeneratedFile({
            db: tx,
            stored,
            saleId,
            kind: 'document',
            name: documentFileName(sale.number, kind, version, false),
          });
          await insertDocument(tx, { saleId, kind, version, locale, fileId: file.id, generationId });
        }
      }
      await tx
        .update(documentGenerations)
        .set({ status: 'done', error: null, finishedAt: new Date() })
        .where(eq(documentGenerations.id, generationId));
      return { result: undefined, fresh: !written };
    });
  } catch (error) {
    // Until the queue gives up, the generation stays queued (pdf-links still says `generating`) with the error
    // of its latest attempt.
    await db
      .update(documentGenerations)
      .set(
        lastAttempt
          ? { status: 'failed', error: String(error).slice(0, 1_000), finishedAt: new Date() }
          : { error: String(error).slice(0, 1_000) },
      )
      .where(eq(documentGenerations.id, generationId));
    throw error;
  }
};
