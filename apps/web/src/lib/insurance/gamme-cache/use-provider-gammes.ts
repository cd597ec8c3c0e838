import { useCallback, useEffect } from 'react';
import type { GammeOption } from '@/lib/insurance/api/get-provider-gammes';
import { useGammeCache } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import type { GammeCacheStatus } from '@/lib/insurance/gamme-cache/gamme-cache-store';

export interface ProviderGammes {
  /** 'idle' without a provider type, or before the first request has been made. */
  status: GammeCacheStatus | 'idle';
  gammes: GammeOption[];
  error: string | null;
  /** Fetches again even when the cached list is fresh. */
  refresh: () => void;
}

/** Asks the cache for a provider type's lines when it changes, and reads its entry. */
export const useProviderGammes = (providerType: string | null | undefined): ProviderGammes => {
  const { entryOf, getGammes } = useGammeCache();
  useEffect(() => {
    void getGammes(providerType);
  }, [getGammes, providerType]);
  const refresh = useCallback(() => {
    void getGammes(providerType, { forceRefresh: true });
  }, [getGammes, providerType]);
  const entry = entryOf(providerType);
  return {
    status: entry?.status ?? 'idle',
    gammes: entry?.gammes ?? [],
    error: entry?.error ?? null,
    refresh,
  };
};
