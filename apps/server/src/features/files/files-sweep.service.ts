import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { files } from '@/db/schema/index.ts';
import type { ObjectStorage, StoredObject } from '@/integrations/storage/object-storage.ts';

/**
 * Bytes are stored before their row is written (docs/decisions.md, "Slow work stays out of transactions"), seconds
 * apart; an object this old that no row names lost its row for good: a crash between the two, a commit that failed,
 * a deletion whose object outlived its row. A day leaves every write in progress alone.
 */
export const UNREFERENCED_OBJECT_GRACE_MS = 24 * 3_600_000;

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

const sweepable = (object: StoredObject, cutoff: number) =>
  FILE_KEY.test(object.key) && object.modifiedAt.getTime() < cutoff;

/**
 * Deletes the stored objects that no file row names (any row, live or soft-deleted) and that were written more than
 * UNREFERENCED_OBJECT_GRACE_MS before `now`; answers how many went. Such an object holds a customer's documents
 * that the retention, which reaches objects through their rows, would never delete. Runs outside any transaction:
 * the listing and the deletions are the storage's, one batch of rows is read at a time.
 */
export const sweepUnreferencedObjects = async ({
  db,
  storage,
  now,
}: {
  db: Executor;
  storage: ObjectStorage;
  now: Date;
}): Promise<number> => {
  const cutoff = now.getTime() - UNREFERENCED_OBJECT_GRACE_MS;
  let deleted = 0;
  for await (const listed of batchesOf(storage.list(), BATCH)) {
    const keys = listed.filter((object) => sweepable(object, cutoff)).map((object) => object.key);
    if (keys.length === 0) continue;
    const named = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, keys));
    const kept = new Set(named.map((row) => row.key));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
  }
  return deleted;
};
