import { CLIENT_MESSAGES, GAMME_CACHE_FRESHNESS_MS } from '@brokerage/shared';
import type { GammeOption } from '@/lib/insurance/api/get-provider-gammes';

/** SPEC §4 Gamme cache: one entry per provider type. */
export type GammeCacheStatus = 'loading' | 'loaded' | 'error';

export interface GammeCacheEntry {
  status: GammeCacheStatus;
  /** The last list fetched; kept while a refresh is loading, emptied by a failure. */
  gammes: GammeOption[];
  /** The failure's message, or 'Failed to load product lines' when it had none. */
  error: string | null;
  /** When the list was last fetched successfully (ms since the epoch). */
  fetchedAt: number | null;
}

export type GammeCacheState = Readonly<Record<string, GammeCacheEntry>>;

export interface GetGammesOptions {
  /** Fetch even when the cached list is fresh. A provider type already loading still answers its cache. */
  forceRefresh?: boolean;
}

export type FetchGammes = (providerType: string) => Promise<GammeOption[]>;

export interface GammeCacheStore {
  getState: () => GammeCacheState;
  subscribe: (listener: () => void) => () => void;
  /**
   * The product lines of a provider type. No provider type: nothing fetched, []. Loading: the cached list or [].
   * Loaded and at most an hour old: the cached list, unless forced. Otherwise fetched; a failure stores its
   * message and answers [].
   */
  getGammes: (providerType: string | null | undefined, options?: GetGammesOptions) => Promise<GammeOption[]>;
  /** Forgets every provider type; a fetch still in flight no longer writes into the cache. */
  reset: () => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : CLIENT_MESSAGES.gammesLoadFailed;

export const createGammeCacheStore = (fetchGammes: FetchGammes): GammeCacheStore => {
  let state: GammeCacheState = {};
  // Bumped by reset(), so an answer to a request sent before it is dropped.
  let generation = 0;
  const listeners = new Set<() => void>();

  const update = (providerType: string, entry: GammeCacheEntry) => {
    state = { ...state, [providerType]: entry };
    for (const listener of listeners) listener();
  };

  const isFresh = (entry: GammeCacheEntry) =>
    entry.status === 'loaded' &&
    entry.fetchedAt !== null &&
    Date.now() - entry.fetchedAt <= GAMME_CACHE_FRESHNESS_MS;

  const getGammes: GammeCacheStore['getGammes'] = async (providerType, { forceRefresh = false } = {}) => {
    if (!providerType) return [];
    const cached = state[providerType];
    if (cached?.status === 'loading') return cached.gammes;
    if (cached && !forceRefresh && isFresh(cached)) return cached.gammes;

    const startedIn = generation;
    update(providerType, {
      status: 'loading',
      gammes: cached?.gammes ?? [],
      error: null,
      fetchedAt: cached?.fetchedAt ?? null,
    });
    try {
      const gammes = await fetchGammes(providerType);
      if (startedIn === generation) {
        update(providerType, { status: 'loaded', gammes, error: null, fetchedAt: Date.now() });
      }
      return gammes;
    } catch (error) {
      if (startedIn === generation) {
        update(providerType, { status: 'error', gammes: [], error: messageOf(error), fetchedAt: null });
      }
      return [];
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getGammes,
    reset: () => {
      generation += 1;
      state = {};
      for (const listener of listeners) listener();
    },
  };
};
