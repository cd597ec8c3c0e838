import { fileDownloadPath, SALE_DOCUMENT_KINDS, type SaleDocumentKind } from '@brokerage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { files, saleDocuments } from '@/db/schema/index.ts';
import {
  addEvidenceDocument,
  addSealedDocument,
  currentSaleDocuments,
  renderEvidenceDocument,
  type SaleDocumentRow,
} from '@/features/documents/documents.service.ts';

/**
 * The signature's one door to the documents feature: which documents a request covers, their hashes and files,
 * and where the sealed copies and the evidence go.
 */
export interface SigningDocument {
  id: string;
  kind: SaleDocumentKind | 'evidence';
  version: number;
  fileId: string;
  sha256: string;
  sealed: boolean;
  sourceDocumentId: string | null;
}

const withHashes = async (executor: Executor, rows: SaleDocumentRow[]): Promise<SigningDocument[]> => {
  if (rows.length === 0) return [];
  const hashes = await executor
    .select({ id: files.id, sha256: files.sha256 })
    .from(files)
    .where(
      inArray(
        files.id,
        rows.map((row) => row.fileId),
      ),
    );
  const byId = new Map(hashes.map((file) => [file.id, file.sha256]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    version: row.version,
    fileId: row.fileId,
    sha256: byId.get(row.fileId) ?? '',
    sealed: row.sealed,
    sourceDocumentId: row.sourceDocumentId,
  }));
};

/**
 * The documents a new request sends: the sale's current document of each of the five kinds, all of them (one
 * request signs the whole file: a sale is not `signed` without its mandate or its advice document). Given ids
 * must name exactly those. Null when they are not all there (still generating) or the ids name others.
 */
export const documentsToSign = async ({
  executor,
  saleId,
  documentIds,
}: {
  executor: Executor;
  saleId: string;
  documentIds?: readonly string[] | undefined;
}): Promise<SigningDocument[] | null> => {
  const current = await currentSaleDocuments({ executor, saleId });
  const complete = SALE_DOCUMENT_KINDS.every((kind) => current.some((row) => row.kind === kind));
  if (!complete) return null;
  const ordered = SALE_DOCUMENT_KINDS.flatMap((kind) => current.filter((row) => row.kind === kind));
  if (documentIds) {
    const named = new Set(documentIds);
    if (named.size !== ordered.length || ordered.some((row) => !named.has(row.id))) return null;
  }
  return withHashes(executor, ordered);
};

/** A request's documents in its order, with the sealed copy of each once the job made it. */
export const requestDocuments = async ({
  executor,
  requestId,
  documentIds,
}: {
  executor: Executor;
  requestId: string;
  documentIds: readonly string[];
}) => {
  const originals = await executor
    .select()
    .from(saleDocuments)
    .where(
      inArray(
        saleDocuments.id,
        documentIds.length ? [...documentIds] : ['00000000-0000-0000-0000-000000000000'],
      ),
    );
  const sealed = await executor
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.signatureRequestId, requestId), eq(saleDocuments.sealed, true)));
  const [before, after] = await Promise.all([withHashes(executor, originals), withHashes(executor, sealed)]);
  const evidenceRows = await executor
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.signatureRequestId, requestId), eq(saleDocuments.kind, 'evidence')));
  const [evidence] = await withHashes(executor, evidenceRows);
  const documents = documentIds.flatMap((id) => {
    const original = before.find((row) => row.id === id);
    if (!original) return [];
    return [{ original, sealed: after.find((row) => row.sourceDocumentId === id) ?? null }];
  });
  return { documents, evidence: evidence ?? null };
};

export const documentUrl = (fileId: string) => fileDownloadPath(fileId);

export type { SaleDocumentRow };
export { addEvidenceDocument, addSealedDocument, renderEvidenceDocument };
