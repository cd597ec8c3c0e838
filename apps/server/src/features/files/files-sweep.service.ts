import { adminErrors } from '@brokerage/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { files } from '@/db/schema/index.ts';
import type { ObjectStorage, StoredObject } from '@/integrations/storage/object-storage.ts';
import { refuser } from '@/platform/refusals.ts';

const refuse = refuser(adminErrors);

/**
 * Bytes are stored before their row is written (docs/decisions.md, "Slow work stays out of transactions"), seconds
 * apart; an object this old that no row names lost its row for good: a crash between the two, a commit that failed,
 * a deletion whose object outlived its row. A week leaves every write in progress alone, and leaves an operator time
 * to notice a database restored from a backup older than some of the files before they go.
 */
export const UNREFERENCED_OBJECT_GRACE_MS = 7 * 24 * 3_600_000;

/**
 * Lost rows are rare: more unreferenced files than this, and more than SWEEP_REFUSAL_SHARE of those listed, mean
 * that the database is not the storage's (a wrong DATABASE_URL, a restored backup), and nothing is deleted.
 */
export const SWEEP_REFUSAL_MIN = 10;
export const SWEEP_REFUSAL_SHARE = 0.05;
/** Beyond this many, the sweep stops listing and refuses at once (a mismatch of that size needs no percentage). */
export const SWEEP_REFUSAL_MAX = 10_000;

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
    `${unreferenced} of the ${listed} stored files are named by no file row: too many to be lost rows. Check that ` +
      'the database and the storage belong together; nothing was deleted.',
    { unreferenced, listed },
  );

/** The old, file-shaped objects that no row names (live or soft-deleted), and how many file-shaped objects exist. */
const findUnreferenced = async (db: Executor, storage: ObjectStorage, cutoff: number) => {
  const unreferenced: string[] = [];
  let listed = 0;
  for await (const batch of batchesOf(storage.list(), BATCH)) {
    const fileObjects = batch.filter((object: StoredObject) => FILE_KEY.test(object.key));
    listed += fileObjects.length;
    const keys = fileObjects
      .filter((object) => object.modifiedAt.getTime() < cutoff)
      .map((object) => object.key);
    if (keys.length === 0) continue;
    const named = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, keys));
    const kept = new Set(named.map((row) => row.key));
    unreferenced.push(...keys.filter((key) => !kept.has(key)));
    if (unreferenced.length > SWEEP_REFUSAL_MAX) throw tooMany(unreferenced.length, listed);
  }
  return { unreferenced, listed };
};

/**
 * Deletes the stored objects that no file row names and that were written more than UNREFERENCED_OBJECT_GRACE_MS
 * before `now`; answers how many went. Such an object holds a customer's documents that the retention, which
 * reaches objects through their rows, would never delete. The whole storage is listed first: when the unreferenced
 * ones are too many to be lost rows, nothing is deleted (409 TOO_MANY_UNREFERENCED_FILES). Each deletion is
 * logged with its key; one that fails is logged and left for the next run. Runs outside any transaction.
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
  const { unreferenced, listed } = await findUnreferenced(
    db,
    storage,
    now.getTime() - UNREFERENCED_OBJECT_GRACE_MS,
  );
  if (unreferenced.length > SWEEP_REFUSAL_MIN && unreferenced.length > listed * SWEEP_REFUSAL_SHARE) {
    throw tooMany(unreferenced.length, listed);
  }
  let deleted = 0;
  for (const key of unreferenced) {
    try {
      await storage.delete(key);
      deleted += 1;
      log.info({ key }, 'deleted a stored file that no record names');
    } catch (error) {
      log.warn({ err: error, key }, 'a stored file that no record names could not be deleted');
    }
  }
  return deleted;
};
