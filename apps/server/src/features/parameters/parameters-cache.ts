import type { Database, Executor } from '@/db/client.ts';
import {
  loadParametersSnapshot,
  type ParametersSnapshot,
  readParameterSetVersion,
} from './parameters-store.ts';

/**
 * How long an instance trusts its copy without looking at the version row: the bound within which a save
 * through another instance is seen everywhere.
 */
export const PARAMETERS_CACHE_TTL_MS = 2_000;

/**
 * The parameters, read by documents, calls, quality control and signatures on many requests, cached per app
 * instance. Past the TTL the cache reads the one version row and reloads the set only when it moved; the
 * instance that saves invalidates its copy at once (DESIGN §9: the tables are the truth, memory a copy).
 * A load runs on the executor the caller passed, so a caller inside a transaction never waits for another
 * connection (PGlite has one).
 */
export interface ParametersCache {
  read: (db: Executor) => Promise<ParametersSnapshot>;
  invalidate: () => void;
}

export const createParametersCache = ({
  ttlMs = PARAMETERS_CACHE_TTL_MS,
  now = Date.now,
}: {
  ttlMs?: number;
  now?: () => number;
} = {}): ParametersCache => {
  let cached: { snapshot: ParametersSnapshot; checkedAt: number } | null = null;
  // A read that started before an invalidation must not store what it read.
  let generation = 0;

  const read = async (db: Executor) => {
    const startedAt = generation;
    const started = now();
    if (cached && started - cached.checkedAt < ttlMs) return cached.snapshot;
    const kept = cached?.snapshot;
    const { version } = kept ? await readParameterSetVersion(db) : { version: Number.NaN };
    const snapshot = kept && kept.version === version ? kept : await loadParametersSnapshot(db);
    if (startedAt === generation) cached = { snapshot, checkedAt: started };
    return snapshot;
  };

  return {
    read,
    invalidate: () => {
      generation += 1;
      cached = null;
    },
  };
};

/**
 * Each app instance's cache, found from the executor a service holds. The key is the drizzle instance's table
 * configuration (`db._.schema`): one object per opened database, shared by its transactions, so a service
 * given `tx` reaches the same cache as one given `db`, and two apps on one database keep two caches.
 */
const caches = new WeakMap<object, ParametersCache>();

const instanceKey = (db: Executor): object | undefined => db._.schema;

export const attachParametersCache = (db: Database, cache: ParametersCache) => {
  const key = instanceKey(db);
  if (key) caches.set(key, cache);
};

/** The cache of the app that opened `db`; none (a script on its own connection) reads the database each time. */
export const parametersCacheOf = (db: Executor): ParametersCache | undefined => {
  const key = instanceKey(db);
  return key ? caches.get(key) : undefined;
};
