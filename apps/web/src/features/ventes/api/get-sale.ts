import { REQUEST_TIMEOUTS, type Sale, saleSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

/** SPEC §8: a sale answer without `data`. */
export const MISSING_SALE_DATA_MESSAGE = 'Invalid API response - missing data property';

/**
 * GET /api/ventes/{id}: the sale, under its own 90 s timeout (SPEC §9), identical reads in flight shared
 * (SPEC §7 request sharing).
 */
export const getSale = async (id: string, signal?: AbortSignal): Promise<Sale> => {
  const body = await apiRequest<{ data?: unknown } | null>(`/api/ventes/${encodeURIComponent(id)}`, {
    timeoutMs: REQUEST_TIMEOUTS.sale,
    share: true,
    signal,
  });
  if (!body || typeof body !== 'object' || !('data' in body) || body.data === undefined) {
    throw new Error(MISSING_SALE_DATA_MESSAGE);
  }
  return saleSchema.parse(body.data);
};

export const saleQueryOptions = (id: string) =>
  queryOptions({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });

export const useSale = (id: string | undefined) =>
  useQuery({ ...saleQueryOptions(id ?? ''), enabled: Boolean(id) });
