import { REQUEST_TIMEOUTS, type SaleLabels, saleLabelsResponseSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/ventes/{id}/labels: the labels of the questions the sale answered and of its objectives, readable by
 * whoever reads the sale (the quality role reads neither the questionnaire nor the objectives). Under the sale's
 * key, so any change to the sale refetches it.
 */
export const getSaleLabels = async (id: string, signal?: AbortSignal): Promise<SaleLabels> =>
  saleLabelsResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(id)}/labels`, {
      timeoutMs: REQUEST_TIMEOUTS.sale,
      share: true,
      signal,
    }),
  ).data;

export const useSaleLabels = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...saleKeys.detail(id), 'labels'] as const,
    queryFn: ({ signal }) => getSaleLabels(id, signal),
    enabled,
  });
