import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  ObjectNotFoundError,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** The files below `folder`, one directory open at a time; `.tmp` (writes in progress) is not an object. */
async function* filesBelow(base: string, folder: string): AsyncGenerator<StoredObject> {
  const directory = await opendir(folder).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!directory) return;
  for await (const entry of directory) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !(folder === base && entry.name === '.tmp')) yield* filesBelow(base, path);
    else if (entry.isFile()) {
      const found = await stat(path).catch(() => null);
      if (found) yield { key: relative(base, path).split(sep).join('/'), modifiedAt: found.mtime };
    }
  }
}

/**
 * Objects as files under `root`. A write goes to `root/.tmp/<random>` first and is renamed into place once
 * complete (same file system, so the rename is atomic): a reader never sees half an object, and an interrupted
 * write leaves only a temporary file, removed at once.
 */
export const createLocalStorage = (root: string): ObjectStorage => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, assertStorageKey(key));
    // The key pattern already forbids escaping; this guards against a pattern edited one day.
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      const temporary = join(base, '.tmp', randomUUID());
      await mkdir(dirname(temporary), { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },
    async get(key, range) {
      const path = pathOf(key);
      const found = await stat(path).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!found?.isFile()) throw new ObjectNotFoundError(key);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {}) as Readable;
    },
    async stat(key) {
      try {
        const found = await stat(pathOf(key));
        return found.isFile() ? { size: found.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list: () => filesBelow(base, base),
  };
};
