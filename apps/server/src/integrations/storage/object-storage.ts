import type { Readable } from 'node:stream';

/**
 * Where file bytes live (DESIGN §2 "files"): a folder under DATA_DIR by default, an S3-compatible bucket by
 * configuration. Keys are relative paths of lowercase letters, digits, `-`, `_`, `.` and `/` (`storageKeyOf`).
 */
export interface ObjectStorage {
  /** Streams `body` to `key`; the object appears whole or not at all. Resolves with the bytes written. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<{ size: number }>;
  /**
   * The object's bytes, or those of `range` (`end` inclusive, as in HTTP; open-ended without it).
   * Rejects with `ObjectNotFoundError` when the key holds nothing: probe with `stat` first when that is expected.
   */
  get(key: string, range?: { start: number; end?: number }): Promise<Readable>;
  /** The object's size, or null when the key holds nothing. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object, in no set order, a page at a time (memory does not grow with the storage). */
  list(): AsyncIterable<StoredObject>;
}

/** An object as a listing names it: its key, and when it was last written. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses keys that could leave the storage root (`..`, absolute paths, backslashes) or are not ours. */
export const assertStorageKey = (key: string): string => {
  if (
    key.length > 512 ||
    !KEY_PATTERN.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
};
