import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useGammeCache } from '@/lib/insurance/gamme-cache/gamme-cache-provider';

/**
 * Names the product lines of the given provider types from the gamme cache (SPEC §4), asking it for each
 * provider type once; a code the cache does not know (yet) is shown as is. The namer keeps one identity (it
 * reads the cache's latest entries), so a table's columns built with it are not rebuilt, and its cells not
 * remounted, when the names arrive; the cache's update re-renders the caller, which reads them.
 */
export const useGammeNames = (providerTypes: ReadonlyArray<string | null | undefined>) => {
  const { entryOf, getGammes } = useGammeCache();
  const latest = useRef(entryOf);
  latest.current = entryOf;
  const key = [...new Set(providerTypes.filter((type): type is string => Boolean(type)))].sort().join(',');
  const types = useMemo(() => (key ? key.split(',') : []), [key]);
  useEffect(() => {
    for (const type of types) void getGammes(type);
  }, [getGammes, types]);
  return useCallback(
    (providerType: string | null | undefined, code: string | null | undefined): string | null => {
      if (!code) return null;
      return latest.current(providerType)?.gammes.find((gamme) => gamme.code === code)?.name ?? code;
    },
    [],
  );
};
