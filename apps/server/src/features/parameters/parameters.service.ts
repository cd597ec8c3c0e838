import type { Parameters } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { parametersCacheOf } from './parameters-cache.ts';
import { loadParametersSnapshot } from './parameters-store.ts';

/**
 * The brokerage's parameters as the documents, calls, quality control, signatures and emails read them: the
 * stored values over the defaults, through the app instance's cache (parameters-cache.ts), at most
 * `PARAMETERS_CACHE_TTL_MS` behind a save made through another instance.
 */
export const readParameters = async ({ db }: { db: Executor }): Promise<Parameters> => {
  const cache = parametersCacheOf(db);
  return (cache ? await cache.read(db) : await loadParametersSnapshot(db)).parameters;
};
