import { adminErrors } from '@brokerage/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { files } from '@/db/schema/index.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { refuser } from '@/platform/refusals.ts';
import { storageUnavailable } from './files-stored-objects.ts';

const refuse = refuser(adminErrors);

/**
 * Bytes are stored before their row is written (docs/decisions.md, "Slow work stays out of transactions"), seconds
 * apart; an object this old that no row names lost its row for good: a crash between the two, a commit that failed,
 * a deletion whose object outlived its row. A week leaves every write in progress alone, and leaves an operator time
 * to notice a database restored from a backup older than some of the files before they go.
 */
export const UNREFERENCED_OBJECT_GRACE_MS = 7 * 24 * 3_600_000;

/**
 * Lost rows are rare. More unreferenced files than SWEEP_REFUSAL_MIN that are also more than SWEEP_REFUSAL_SHARE of
 * the files old enough to be swept, or more than SWEEP_REFUSAL_MAX at all, mean that the database is not the
 * storage's (a wrong DATABASE_URL, a restored backup, two installations on one bucket): nothing is deleted.
 */
export const SWEEP_REFUSAL_MIN = 10;
const SWEEP_REFUSAL_SHARE = 0.05;
const SWEEP_REFUSAL_MAX = 100;

/** The shape of `storageKeyOf(id)`: an object under any other key is not the files' own, and is never touched. */
const FILE_KEY = /^([0-9a-f]{2})\/\1[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How many listed keys are checked against the rows at once. */
const BATCH = 500;

async function* batchesOf<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const tooMany = (unreferenced: number, listed: number) =>
  refuse(
    'TOO_MANY_UNREFERENCED_FILES',
    `${unreferenced} of the ${listed} stored files older than a week have no file row: too many to be lost rows. ` +
      'Check that the database and the storage belong to the same installation; nothing was deleted.',
    { unreferenced, listed },
  );

/**
 * The old, file-shaped objects that no row names (live or soft-deleted): their count, how many old file-shaped
 * objects were listed, and the keys of the first SWEEP_REFUSAL_MAX + 1 (past that the run is refused anyway).
 */
const findUnreferenced = async (db: Executor, storage: ObjectStorage, cutoff: number) => {
  const keys: string[] = [];
  let unreferenced = 0;
  let listed = 0;
  for await (const batch of batchesOf(storage.list(), BATCH)) {
    const old = batch
      .filter((object) => FILE_KEY.test(object.key) && object.modifiedAt.getTime() < cutoff)
      .map((object) => object.key);
    listed += old.length;
    if (old.length === 0) continue;
    const named = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, old));
    const kept = new Set(named.map((row) => row.key));
    const lost = old.filter((key) => !kept.has(key));
    unreferenced += lost.length;
    keys.push(...lost.slice(0, SWEEP_REFUSAL_MAX + 1 - keys.length));
  }
  return { keys, unreferenced, listed };
};

const refused = (unreferenced: number, listed: number) =>
  unreferenced > SWEEP_REFUSAL_MIN &&
  (unreferenced > listed * SWEEP_REFUSAL_SHARE || unreferenced > SWEEP_REFUSAL_MAX);

/**
 * Deletes the stored objects that no file row names and that were written more than UNREFERENCED_OBJECT_GRACE_MS
 * before `now`; answers how many went. Such an object holds a customer's documents that the retention, which
 * reaches objects through their rows, would never delete. The whole storage is listed first: when the unreferenced
 * ones are too many to be lost rows, nothing is deleted (409 TOO_MANY_UNREFERENCED_FILES, their first keys logged).
 * Each deletion is logged with its key; one that fails is logged and left for the next run, and a run in which
 * every one failed fails (503). Runs outside any transaction.
 */
export const sweepUnreferencedObjects = async ({
  db,
  storage,
  now,
  log,
}: {
  db: Executor;
  storage: ObjectStorage;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<number> => {
  const { keys, unreferenced, listed } = await findUnreferenced(
    db,
    storage,
    now.getTime() - UNREFERENCED_OBJECT_GRACE_MS,
  );
  if (refused(unreferenced, listed)) {
    log.warn({ unreferenced, listed, keys }, 'too many stored files have no record: none was deleted');
    throw tooMany(unreferenced, listed);
  }
  let deleted = 0;
  let lastFailure: unknown;
  for (const key of keys) {
    try {
      await storage.delete(key);
      deleted += 1;
      log.info({ key }, 'deleted a stored file that no record names');
    } catch (error) {
      lastFailure = error;
      log.warn({ err: error, key }, 'a stored file that no record names could not be deleted');
    }
  }
  // The storage refused every deletion (a read-only disk, a key without DeleteObject): a failure to see, not a run.
  if (deleted === 0 && lastFailure) throw storageUnavailable(lastFailure);
  return deleted;
};
