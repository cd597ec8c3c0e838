import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  acceptedContentType,
  type CurrentUser,
  type FileRecord,
  type PermissionKey,
  sanitiseFileName,
  uploadFileFieldsSchema,
} from '@brokerage/shared';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '@/db/client.ts';
import { findSaleInScope } from '@/features/ventes/ventes-access.service.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { AppError } from '@/platform/app-error.ts';
import { insertFileRow, storageKeyOf, toFileRecord } from './files.service.ts';
import { storageUnavailable } from './files-stored-objects.ts';

/**
 * `POST /ventes/files/upload` (issue 10): the multipart body is read part by part; the file is streamed to the
 * storage while it is hashed and counted, never held whole. Its type is detected from its first bytes before
 * anything is written. Whatever fails after the bytes are stored (size limit, a cut stream, a bad field, a sale
 * out of scope) deletes them, and the row is written last, so a refused upload leaves nothing.
 */

/** file-type reads at most this many bytes to recognise a format. */
const SAMPLE_BYTES = 4_100;

const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { details: { fields: [{ path, message }] } });

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message:
      'The file is not of an accepted type (PDF, PNG, JPEG, WebP, or an MP3, WAV, OGG, M4A or WebM recording).',
  });

/** A failure of the request's own stream (cut short, malformed): the client's doing, never a 500. */
const asUploadError = (error: unknown): unknown => {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST', {
    message: 'The upload ended before the file was complete.',
    cause: error,
  });
};

interface StoredBytes {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** Reads the first bytes, checks their type, then streams everything to storage, hashing on the way. */
const storeFilePart = async (storage: ObjectStorage, part: MultipartFile): Promise<StoredBytes> => {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  while (headSize < SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headSize += next.value.length;
  }
  if (headSize === 0) throw invalidField('file', 'The file is empty');
  // The kind may narrow this further once every field is read; here any accepted type may pass.
  const contentType = acceptedContentType((await fileTypeFromBuffer(Buffer.concat(head)))?.mime, undefined);
  if (!contentType) {
    part.file.resume();
    throw unsupported();
  }
  const hash = createHash('sha256');
  let size = 0;
  /** The request's stream failed (cut short, over the size limit): the client's doing, not the storage's. */
  let clientFailure: unknown;
  async function* hashed() {
    for (const chunk of head) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
    for (;;) {
      const next = await chunks.next().catch((error: unknown) => {
        clientFailure = asUploadError(error);
        throw clientFailure;
      });
      if (next.done) return;
      hash.update(next.value);
      size += next.value.length;
      yield next.value;
    }
  }
  const id = randomUUID();
  await storage.put(storageKeyOf(id), Readable.from(hashed()), { contentType }).catch((error: unknown) => {
    throw clientFailure ?? storageUnavailable(error);
  });
  if (part.file.truncated) {
    await storage.delete(storageKeyOf(id));
    throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The file is larger than the upload limit.' });
  }
  return { id, name: sanitiseFileName(part.filename), contentType, size, sha256: hash.digest('hex') };
};

export interface UploadFileOptions {
  db: Executor;
  storage: ObjectStorage;
  actor: CurrentUser;
  ip: string | undefined;
  /** The route's usable keys (`routeKeysOf`): documents:create counts only while DocumentModule is on. */
  routeKeys: ReadonlySet<PermissionKey>;
  /** The request's parts (`request.parts()`), fields before or after the file. */
  parts: AsyncIterableIterator<Multipart>;
}

export const uploadFile = async ({
  db,
  storage,
  actor,
  ip,
  routeKeys,
  parts,
}: UploadFileOptions): Promise<FileRecord> => {
  const fields: Record<string, string> = {};
  let stored: StoredBytes | undefined;
  try {
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || stored) {
          part.file.resume();
          continue;
        }
        // A sale named before the file is checked before any byte is stored.
        const early = uploadFileFieldsSchema.shape.venteId.safeParse(fields.venteId);
        if (early.success && early.data) await findSaleInScope(db, actor, early.data);
        stored = await storeFilePart(storage, part);
      }
    } catch (error) {
      throw asUploadError(error);
    }
    if (!stored) throw invalidField('file', 'A file is required');
    const parsed = uploadFileFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', {
        details: {
          fields: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        },
      });
    }
    const { venteId, kind } = parsed.data;
    // Without documents:create the caller came in by ventes:update: a call recording of a sale, nothing else.
    if (!routeKeys.has('DocumentModule:documents:create') && (kind !== 'recording' || !venteId)) {
      throw new AppError('FORBIDDEN', {
        message: 'Uploading with sales rights is for call recordings of a sale (kind recording, venteId).',
      });
    }
    if (kind && !acceptedContentType(stored.contentType, kind)) throw unsupported();
    const sale = venteId ? await findSaleInScope(db, actor, venteId) : null;
    const row = await insertFileRow(db, { ...stored, kind: kind ?? null, sale, actor, ip });
    return toFileRecord(row);
  } catch (error) {
    if (stored) await storage.delete(storageKeyOf(stored.id)).catch(() => undefined);
    throw error;
  }
};
