import {
  type DocumentKind,
  fileDownloadPath,
  type Locale,
  SALE_DOCUMENT_KINDS,
  type SaleDocumentLink,
} from '@brokerage/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { files, saleDocuments, sales } from '@/db/schema/index.ts';
import {
  putGeneratedBytes,
  recordGeneratedFile,
  recordingStoredBytes,
} from '@/features/files/files.service.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';

export { renderEvidenceDocument } from './evidence-document.tsx';

/**
 * The stored documents of a sale (issue 10): the five generated PDFs by version, their sealed copies and the
 * signature's evidence. The signature feature reads the current documents and adds sealed copies and the
 * evidence here; nothing else writes `sale_documents` but the generation job (documents-generation.service.ts).
 * No scope check in this file: callers reached the sale through a checked record or run as a job.
 */

export type SaleDocumentRow = typeof saleDocuments.$inferSelect;

/** The file name a document is stored (and downloaded) under: `V-2026-000123-quote-v2.pdf`. */
export const documentFileName = (
  saleNumber: string,
  kind: DocumentKind,
  version: number,
  sealed: boolean,
): string => `${saleNumber}-${kind}-v${version}${sealed ? '-signed' : ''}.pdf`;

/** The latest unsealed version of each of the sale's five documents (fewer before the first generation). */
export const currentSaleDocuments = async ({
  executor,
  saleId,
}: {
  executor: Executor;
  saleId: string;
}): Promise<SaleDocumentRow[]> => {
  const rows = await executor
    .selectDistinctOn([saleDocuments.kind])
    .from(saleDocuments)
    .where(
      and(
        eq(saleDocuments.saleId, saleId),
        eq(saleDocuments.sealed, false),
        inArray(saleDocuments.kind, [...SALE_DOCUMENT_KINDS]),
      ),
    )
    .orderBy(saleDocuments.kind, desc(saleDocuments.version));
  const order = (kind: DocumentKind) => DOCUMENT_ORDER.indexOf(kind);
  return rows.sort((a, b) => order(a.kind) - order(b.kind));
};

const DOCUMENT_ORDER: readonly DocumentKind[] = [...SALE_DOCUMENT_KINDS, 'evidence'];

/** Serialises the versions of one sale's documents: whoever adds rows holds the sale row for the transaction. */
export const lockSaleForDocuments = async (tx: Executor, saleId: string) => {
  const [sale] = await tx
    .select({
      id: sales.id,
      number: sales.number,
      status: sales.status,
      statusChangedAt: sales.statusChangedAt,
    })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update');
  if (!sale) throw new Error(`sale ${saleId} not found`);
  return sale;
};

/** The next version of `kind` for the sale: the highest so far plus one (1 for the first). */
export const nextDocumentVersion = async (tx: Executor, saleId: string, kind: DocumentKind) => {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${saleDocuments.version})` })
    .from(saleDocuments)
    .where(and(eq(saleDocuments.saleId, saleId), eq(saleDocuments.kind, kind)));
  return Number(row?.max ?? 0) + 1;
};

/**
 * The sealed copy of `original` (the signature job sealed its bytes): same sale, kind and version, `sealed`,
 * naming the original and the request. Run twice for one original, it answers the copy written the first time.
 * The bytes are stored before the sale is locked (`putGeneratedBytes`).
 */
export const addSealedDocument = async ({
  executor,
  storage,
  original,
  bytes,
  signatureRequestId,
}: {
  executor: Executor;
  storage: ObjectStorage;
  original: SaleDocumentRow;
  bytes: Uint8Array;
  signatureRequestId: string;
}): Promise<SaleDocumentRow> => {
  const stored = await putGeneratedBytes(storage, bytes, 'application/pdf');
  return recordingStoredBytes(executor, storage, [stored], async (tx) => {
    const sale = await lockSaleForDocuments(tx, original.saleId);
    const [existing] = await tx
      .select()
      .from(saleDocuments)
      .where(and(eq(saleDocuments.sourceDocumentId, original.id), eq(saleDocuments.sealed, true)));
    if (existing) return { result: existing, fresh: false };
    const file = await recordGeneratedFile({
      db: tx,
      stored,
      saleId: original.saleId,
      kind: 'signed_document',
      name: documentFileName(sale.number, original.kind, original.version, true),
    });
    const row = await insertDocument(tx, {
      saleId: original.saleId,
      kind: original.kind,
      version: original.version,
      locale: original.locale,
      fileId: file.id,
      sealed: true,
      sourceDocumentId: original.id,
      signatureRequestId,
    });
    return { result: row, fresh: true };
  });
};

/**
 * The evidence PDF of a signature request, as a document of kind `evidence` (its version counts the sale's
 * evidence documents). Run twice for one request, it answers the row written the first time. The bytes are
 * stored before the sale is locked (`putGeneratedBytes`).
 */
export const addEvidenceDocument = async ({
  executor,
  storage,
  saleId,
  signatureRequestId,
  bytes,
  locale,
}: {
  executor: Executor;
  storage: ObjectStorage;
  saleId: string;
  signatureRequestId: string;
  bytes: Uint8Array;
  locale: Locale;
}): Promise<SaleDocumentRow> => {
  const stored = await putGeneratedBytes(storage, bytes, 'application/pdf');
  return recordingStoredBytes(executor, storage, [stored], async (tx) => {
    const sale = await lockSaleForDocuments(tx, saleId);
    const [existing] = await tx
      .select()
      .from(saleDocuments)
      .where(
        and(eq(saleDocuments.signatureRequestId, signatureRequestId), eq(saleDocuments.kind, 'evidence')),
      );
    if (existing) return { result: existing, fresh: false };
    const version = await nextDocumentVersion(tx, saleId, 'evidence');
    const file = await recordGeneratedFile({
      db: tx,
      stored,
      saleId,
      kind: 'evidence',
      name: documentFileName(sale.number, 'evidence', version, false),
    });
    const row = await insertDocument(tx, {
      saleId,
      kind: 'evidence',
      version,
      locale,
      fileId: file.id,
      sealed: false,
      signatureRequestId,
    });
    return { result: row, fresh: true };
  });
};

export const insertDocument = async (tx: Executor, values: typeof saleDocuments.$inferInsert) => {
  const [row] = await tx.insert(saleDocuments).values(values).returning();
  if (!row) throw new Error('document row not written');
  return row;
};

/** A document row with its file's size and hash, as the API shows it. */
export const documentLinkColumns = {
  id: saleDocuments.id,
  saleId: saleDocuments.saleId,
  kind: saleDocuments.kind,
  version: saleDocuments.version,
  locale: saleDocuments.locale,
  sealed: saleDocuments.sealed,
  createdAt: saleDocuments.createdAt,
  fileId: saleDocuments.fileId,
  size: files.size,
  sha256: files.sha256,
};

export interface DocumentLinkRow {
  id: string;
  saleId: string;
  kind: DocumentKind;
  version: number;
  locale: Locale;
  sealed: boolean;
  createdAt: Date;
  fileId: string;
  size: number;
  sha256: string;
}

export const toSaleDocumentLink = (row: DocumentLinkRow): SaleDocumentLink => ({
  id: row.id,
  saleId: row.saleId,
  kind: row.kind,
  version: row.version,
  locale: row.locale,
  size: row.size,
  sha256: row.sha256,
  sealed: row.sealed,
  createdAt: row.createdAt.toISOString(),
  url: fileDownloadPath(row.fileId),
});
