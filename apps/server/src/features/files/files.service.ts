import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CurrentUser,
  type FileKind,
  type FileRecord,
  fileDownloadPath,
  sanitiseFileName,
} from '@brokerage/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client.ts';
import { files, sales } from '@/db/schema/index.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import { openStoredObject } from './files-stored-objects.ts';

/**
 * Stored files (issue 10, DESIGN §8): the row every file has, whoever made it. Uploads stream in through
 * files-upload.service.ts; other features store the bytes they generate (PDF documents, sealed PDFs, evidence)
 * through `putGeneratedBytes` before their transaction and `recordingStoredBytes` in it, and keep the returned id.
 */

export type FileRow = typeof files.$inferSelect;

/** Where a file's bytes live: spread over 256 folders by the id's first two hex digits. */
export const storageKeyOf = (id: string) => `${id.slice(0, 2)}/${id}`;

export const toFileRecord = (row: FileRow): FileRecord => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  kind: row.kind,
  saleId: row.saleId,
  uploadedById: row.uploadedById,
  createdAt: row.createdAt.toISOString(),
  downloadUrl: fileDownloadPath(row.id),
});

/** A file of a sale follows the sale's scope (its copied columns); a file of no sale, its uploader alone. */
const fileScope = (actor: CurrentUser) =>
  scopeCondition(actor, { owner: files.ownerId, team: files.teamId, company: files.companyId });

/** The live file `id` if the actor's scope holds it; outside the scope it is 404 like a missing one. */
export const findFileInScope = async (db: Executor, actor: CurrentUser, id: string): Promise<FileRow> => {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt), fileScope(actor)));
  if (!row) throw notFound('File');
  return row;
};

export interface NewFileRow {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  kind: FileKind | null;
  /** The sale, already checked to be in the actor's scope when an actor asks. */
  sale: Pick<typeof sales.$inferSelect, 'id' | 'sellerId' | 'teamId' | 'companyId'> | null;
  actor: Pick<CurrentUser, 'id' | 'name'> | null;
  ip?: string | undefined;
}

/** Writes the row of bytes already stored under `storageKeyOf(id)`, with its audit entry, in one transaction. */
export const insertFileRow = async (db: Executor, file: NewFileRow): Promise<FileRow> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        id: file.id,
        storageKey: storageKeyOf(file.id),
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        kind: file.kind,
        saleId: file.sale?.id ?? null,
        uploadedById: file.actor?.id ?? null,
        ownerId: file.sale ? file.sale.sellerId : (file.actor?.id ?? null),
        teamId: file.sale?.teamId ?? null,
        companyId: file.sale?.companyId ?? null,
      })
      .returning();
    if (!row) throw new Error('file row not written');
    await recordAudit({
      db: tx,
      actor: file.actor,
      action: 'create',
      entity: 'file',
      entityId: row.id,
      after: toAuditSnapshot(row),
      ip: file.ip,
    });
    return row;
  });

const toAuditSnapshot = (row: FileRow) => ({
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  kind: row.kind,
  saleId: row.saleId,
});

/** Bytes a feature produced, already in the storage under a new file id, waiting for their row. */
export interface StoredBytes {
  id: string;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * Writes bytes a feature produced (a PDF document, a sealed PDF, an evidence file) to the storage, before the
 * transaction that records them (`recordGeneratedFile`): a storage write can take seconds, and a transaction that
 * waited on it would hold its locks (the sale's, for documents) and a pooled connection meanwhile.
 */
export const putGeneratedBytes = async (
  storage: ObjectStorage,
  bytes: Uint8Array,
  contentType: string,
): Promise<StoredBytes> => {
  const id = randomUUID();
  const { size } = await storage.put(storageKeyOf(id), Readable.from([Buffer.from(bytes)]), { contentType });
  return { id, size, sha256: createHash('sha256').update(bytes).digest('hex'), contentType };
};

/** Removes stored bytes no row will name (their transaction failed, or found its rows already written). */
export const discardStoredBytes = async (storage: ObjectStorage, stored: readonly StoredBytes[]) => {
  await Promise.all(stored.map(({ id }) => storage.delete(storageKeyOf(id)).catch(() => undefined)));
};

/**
 * Runs `write` in a transaction on `db`: it writes the rows that name `stored`, and answers whether it did
 * (`fresh: false`: they were written before, or the work was skipped). The stored bytes are removed again when no
 * row names them: `write` failed, or answered `fresh: false`. When `write` finished but the commit failed, the
 * outcome is unknown (the answer to COMMIT may be what was lost): the bytes stay, so a committed row never points at
 * nothing; at worst they are an object without a row, which the daily `cleanup.unreferenced-files` removes.
 */
export const recordingStoredBytes = async <Result>(
  db: Executor,
  storage: ObjectStorage,
  stored: readonly StoredBytes[],
  write: (tx: Transaction) => Promise<{ result: Result; fresh: boolean }>,
): Promise<Result> => {
  let written: { result: Result; fresh: boolean } | undefined;
  try {
    await db.transaction(async (tx) => {
      written = await write(tx);
    });
  } catch (error) {
    if (!written) await discardStoredBytes(storage, stored);
    throw error;
  }
  if (!written) throw new Error('the transaction ended without its answer');
  if (!written.fresh) await discardStoredBytes(storage, stored);
  return written.result;
};

export interface RecordGeneratedFileOptions {
  /** The database or the caller's open transaction (the row and its audit entry join it). */
  db: Executor;
  stored: StoredBytes;
  /** The user behind the file, or null for a job acting on its own. */
  actor?: Pick<CurrentUser, 'id' | 'name'> | null;
  ip?: string | undefined;
  /** The sale the file belongs to (its scope is the file's); no scope check: the caller made the bytes for it. */
  saleId: string | null;
  kind: FileKind;
  name: string;
}

/** Writes the row of bytes `putGeneratedBytes` stored, with its audit entry. */
export const recordGeneratedFile = async ({
  db,
  stored,
  actor = null,
  ip,
  saleId,
  kind,
  name,
}: RecordGeneratedFileOptions): Promise<FileRecord> => {
  const sale = saleId ? await findSaleColumns(db, saleId) : null;
  const row = await insertFileRow(db, {
    id: stored.id,
    name: sanitiseFileName(name),
    contentType: stored.contentType,
    size: stored.size,
    sha256: stored.sha256,
    kind,
    sale,
    actor,
    ip,
  });
  return toFileRecord(row);
};

const findSaleColumns = async (db: Executor, saleId: string) => {
  const [sale] = await db
    .select({ id: sales.id, sellerId: sales.sellerId, teamId: sales.teamId, companyId: sales.companyId })
    .from(sales)
    .where(eq(sales.id, saleId));
  if (!sale) throw notFound('Sale');
  return sale;
};

/**
 * A live file's record and bytes, whole, for a feature that works on them (sealing a PDF). No scope check: the
 * caller reached the file through a record it has already checked.
 */
export const readStoredFile = async ({
  db,
  storage,
  id,
}: {
  db: Executor;
  storage: ObjectStorage;
  id: string;
}) => {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)));
  if (!row) throw notFound('File');
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredObject({ storage, key: row.storageKey }))
    chunks.push(chunk as Buffer);
  return { record: toFileRecord(row), bytes: Buffer.concat(chunks) };
};
