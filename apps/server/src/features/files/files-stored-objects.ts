import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ObjectNotFoundError, type ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { AppError } from '@/platform/app-error.ts';

/** A failure of the storage itself (disk, bucket): the server's side, so 503 and never the client's 400. */
export const storageUnavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', {
    message: 'The file storage is not available. Please try again in a moment.',
    cause,
  });

/**
 * The bytes of a stored file. An object the database names but the storage lacks is gone: 404 for the caller,
 * and an error in the log, since an operator must find out why. Any other storage failure is a 503.
 */
export const openStoredObject = async ({
  storage,
  key,
  range,
  log,
}: {
  storage: ObjectStorage;
  key: string;
  range?: { start: number; end?: number };
  log?: FastifyBaseLogger;
}): Promise<Readable> => {
  try {
    return await storage.get(key, range);
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw storageUnavailable(error);
    log?.error({ err: error }, 'a file row names a stored object that is missing');
    throw new AppError('NOT_FOUND', {
      message: 'The content of this file is no longer stored.',
      cause: error,
    });
  }
};
