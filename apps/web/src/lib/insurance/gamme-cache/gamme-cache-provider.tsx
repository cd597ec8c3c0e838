import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { getProviderGammes } from '@/lib/insurance/api/get-provider-gammes';
import {
  createGammeCacheStore,
  type FetchGammes,
  type GammeCacheEntry,
  type GammeCacheState,
  type GammeCacheStore,
} from '@/lib/insurance/gamme-cache/gamme-cache-store';

export const GAMME_CACHE_OUTSIDE_PROVIDER = 'useGammeCache must be used within a GammeCacheProvider';

export interface GammeCacheValue {
  /** Every provider type's entry (SPEC §4): status, list, error message, fetch time. */
  entries: GammeCacheState;
  /** The entry of one provider type, undefined until it was first asked for. */
  entryOf: (providerType: string | null | undefined) => GammeCacheEntry | undefined;
  getGammes: GammeCacheStore['getGammes'];
  reset: GammeCacheStore['reset'];
}

const GammeCacheContext = createContext<GammeCacheStore | null>(null);

export interface GammeCacheProviderProps {
  children: ReactNode;
  /** Tests and stories may load the lists their own way; the app reads the insurance catalogue. */
  fetchGammes?: FetchGammes;
}

const fetchFromCatalogue: FetchGammes = (providerType) => getProviderGammes(providerType);

export const GammeCacheProvider = ({
  children,
  fetchGammes = fetchFromCatalogue,
}: GammeCacheProviderProps) => {
  const [store] = useState(() => createGammeCacheStore(fetchGammes));
  return <GammeCacheContext.Provider value={store}>{children}</GammeCacheContext.Provider>;
};

/** The gamme cache of the nearest GammeCacheProvider; re-renders when any entry changes. */
export const useGammeCache = (): GammeCacheValue => {
  const store = useContext(GammeCacheContext);
  if (!store) throw new Error(GAMME_CACHE_OUTSIDE_PROVIDER);
  const entries = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => ({
      entries,
      entryOf: (providerType) => (providerType ? entries[providerType] : undefined),
      getGammes: store.getGammes,
      reset: store.reset,
    }),
    [entries, store],
  );
};
