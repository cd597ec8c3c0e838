import type { Readable } from 'node:stream';
import { type CurrentUser, isInlineContentType, type PermissionKey } from '@brokerage/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyBaseLogger } from 'fastify';
import parseRange from 'range-parser';
import type { Executor } from '@/db/client.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { AppError } from '@/platform/app-error.ts';
import { findReadableFile } from './files-recordings.service.ts';
import { openStoredObject } from './files-stored-objects.ts';

/**
 * `GET /ventes/files/download/:id`: the bytes with the headers a browser and a media player need. One byte
 * range is served as 206 (players seek in call recordings, PDF viewers fetch pages); several ranges in one
 * request are answered with the whole file, as RFC 9110 allows; a range outside the file is 416.
 */
export interface FileDownload {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  body: Readable | null;
}

export const openFileDownload = async ({
  db,
  storage,
  actor,
  routeKeys,
  id,
  range,
  ifNoneMatch,
  log,
}: {
  db: Executor;
  storage: ObjectStorage;
  log?: FastifyBaseLogger;
  actor: CurrentUser;
  /** The route's usable keys (`routeKeysOf`). */
  routeKeys: ReadonlySet<PermissionKey>;
  id: string;
  range: string | undefined;
  ifNoneMatch: string | undefined;
}): Promise<FileDownload> => {
  const file = await findReadableFile(db, actor, routeKeys, id);
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.name, {
      type: isInlineContentType(file.contentType) ? 'inline' : 'attachment',
    }),
    etag,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
  };
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers, body: null };
  const ranges = range ? parseRange(file.size, range, { combine: true }) : -2;
  if (ranges === -1) {
    throw new AppError('RANGE_NOT_SATISFIABLE', {
      message: `The file has ${file.size} bytes.`,
      details: { size: file.size },
    });
  }
  if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
    const { start, end } = ranges[0];
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${file.size}`,
        'content-length': String(end - start + 1),
      },
      body: await openStoredObject({ storage, key: file.storageKey, range: { start, end }, log }),
    };
  }
  return {
    status: 200,
    headers: { ...headers, 'content-length': String(file.size) },
    body: await openStoredObject({ storage, key: file.storageKey, log }),
  };
};
