import type { CatalogueGamme } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';

/** What the gamme cache keeps of a product line: the SPEC §3 fields, plus whatever else the server sent. */
export type GammeOption = Pick<CatalogueGamme, 'code' | 'name'> & Partial<CatalogueGamme>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isGammeOption = (value: unknown): value is GammeOption =>
  isRecord(value) && typeof value.code === 'string' && typeof value.name === 'string';

/**
 * SPEC §7 Insurance: the list may come under `data` of the body (the response's data.data), or the body may
 * itself be the list. Any other shape is logged as unexpected and read as an empty list; entries without a
 * code and a name are dropped the same way.
 */
export const readGammeList = (body: unknown, providerType: string): GammeOption[] => {
  const list = isRecord(body) && Array.isArray(body.data) ? body.data : Array.isArray(body) ? body : null;
  if (!list) {
    console.warn(`Unexpected product lines response for provider type ${providerType}`, body);
    return [];
  }
  const gammes = list.filter(isGammeOption);
  if (gammes.length !== list.length) {
    console.warn(`Ignored ${list.length - gammes.length} malformed product line(s) for ${providerType}`);
  }
  return gammes;
};

/**
 * GET /api/insurance/providers/{provider}/gammes: the active lines of a provider type, lines before sub-lines;
 * with `sellable`, only those the caller's team may sell.
 */
export const getProviderGammes = async (
  providerType: string,
  {
    includeApiPaths = false,
    sellable = false,
    signal,
  }: { includeApiPaths?: boolean; sellable?: boolean; signal?: AbortSignal } = {},
): Promise<GammeOption[]> =>
  readGammeList(
    await apiRequest<unknown>(`/api/insurance/providers/${encodeURIComponent(providerType)}/gammes`, {
      query: { includeApiPaths: includeApiPaths || undefined, sellable: sellable || undefined },
      signal,
    }),
    providerType,
  );
