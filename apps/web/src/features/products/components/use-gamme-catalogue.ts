import { useEffect, useMemo } from 'react';
import type { GammeOption } from '@/lib/insurance/api/get-provider-gammes';
import { useGammeCache } from '@/lib/insurance/gamme-cache/gamme-cache-provider';

export interface GammeCatalogue {
  /** The active lines of a provider type, each line followed by its sub-lines; [] until loaded. */
  gammesOf: (providerType: string) => GammeOption[];
  /** A gamme's display name, or undefined when the provider type's list does not hold it (inactive, loading). */
  nameOf: (providerType: string, code: string) => string | undefined;
  /** True while any of the provider types is loading for the first time. */
  loading: boolean;
}

/**
 * The product lines of several provider types at once, through the shared gamme cache (SPEC §4: one fetch per
 * provider type an hour), so the list, the editor and the quotation tool share the same lists.
 */
export const useGammeCatalogue = (providerTypes: readonly string[]): GammeCatalogue => {
  const { entries, getGammes } = useGammeCache();
  const key = [...new Set(providerTypes.filter(Boolean))].sort().join(',');
  useEffect(() => {
    for (const providerType of key ? key.split(',') : []) void getGammes(providerType);
  }, [key, getGammes]);
  return useMemo(
    () => ({
      gammesOf: (providerType) => entries[providerType]?.gammes ?? [],
      nameOf: (providerType, code) =>
        entries[providerType]?.gammes.find((gamme) => gamme.code === code)?.name,
      loading: (key ? key.split(',') : []).some(
        (providerType) => !entries[providerType] || entries[providerType]?.status === 'loading',
      ),
    }),
    [entries, key],
  );
};

/** "Confort (SANTE_SENIOR.CONFORT)": a select option's text; sub-lines are indented with a non-breaking space. */
export const gammeOptionLabel = (gamme: Pick<GammeOption, 'code' | 'name'>) =>
  `${gamme.code.includes('.') ? '\u00a0\u00a0' : ''}${gamme.name} (${gamme.code})`;
