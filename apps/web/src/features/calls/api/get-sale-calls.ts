import { type CallAttempt, callAttemptListResponseSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { callKeys } from '@/features/calls/api/call-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/ventes/{id}/calls: the sale's call attempts, oldest first. */
export const getSaleCalls = async (saleId: string, signal?: AbortSignal): Promise<CallAttempt[]> =>
  callAttemptListResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(saleId)}/calls`, { signal }),
  ).data;

export const useSaleCalls = (saleId: string) =>
  useQuery({ queryKey: callKeys.ofSale(saleId), queryFn: ({ signal }) => getSaleCalls(saleId, signal) });
