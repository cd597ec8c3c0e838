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
import type { Executor } from '@/db/client.ts';
import { files, sales } from '@/db/schema/index.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import { openStoredObject } from './files-stored-objects.ts';

/**
 * Stored files (issue 10, DESIGN §8): the row every file has, whoever made it. Uploads stream in through
 * files-upload.service.ts; other features store the bytes they generate (PDF documents, sealed PDFs, evidence)
 * through `storeGeneratedFile` and keep the returned id.
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

export interface StoreGeneratedFileOptions {
  /** The database or the caller's open transaction (the row and its audit entry join it). */
  db: Executor;
  storage: ObjectStorage;
  /** The user behind the file, or null for a job acting on its own. */
  actor?: Pick<CurrentUser, 'id' | 'name'> | null;
  ip?: string | undefined;
  /** The sale the file belongs to (its scope is the file's); no scope check: the caller made the bytes for it. */
  saleId: string | null;
  kind: FileKind;
  name: string;
  /** The bytes' type, as the caller produced them (`application/pdf`). */
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Stores bytes a feature produced (a PDF document, a sealed PDF, an evidence file) and writes their row. The
 * bytes are written first, so a row never points at nothing; if the row cannot be written the bytes are removed.
 * When the caller's transaction rolls back after this returns, the stored object stays, unreferenced (harmless;
 * a sweep can remove objects without a row).
 */
export const storeGeneratedFile = async ({
  db,
  storage,
  actor = null,
  ip,
  saleId,
  kind,
  name,
  contentType,
  bytes,
}: StoreGeneratedFileOptions): Promise<FileRecord> => {
  const sale = saleId ? await findSaleColumns(db, saleId) : null;
  const id = randomUUID();
  const key = storageKeyOf(id);
  const { size } = await storage.put(key, Readable.from([Buffer.from(bytes)]), { contentType });
  try {
    const row = await insertFileRow(db, {
      id,
      name: sanitiseFileName(name),
      contentType,
      size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      kind,
      sale,
      actor,
      ip,
    });
    return toFileRecord(row);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
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
