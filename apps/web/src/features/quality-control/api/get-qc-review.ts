import { type QcSaleDetail, qcSaleDetailResponseSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { qcKeys } from '@/features/quality-control/api/qc-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/quality-control/{saleId}: what the reviewer needs of one sale: its summary, the open review, the
 * checklist with the answers so far, the recordings, the documents and the earlier reviews.
 */
export const getQcReview = async (saleId: string, signal?: AbortSignal): Promise<QcSaleDetail> =>
  qcSaleDetailResponseSchema.parse(
    await apiRequest<unknown>(`/api/quality-control/${encodeURIComponent(saleId)}`, { signal }),
  ).data;

export const useQcReview = (saleId: string | undefined) =>
  useQuery({
    queryKey: qcKeys.detail(saleId ?? ''),
    queryFn: ({ signal }) => getQcReview(saleId ?? '', signal),
    enabled: Boolean(saleId),
  });
