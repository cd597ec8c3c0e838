import { type CallEligibility, callEligibilityResponseSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { callKeys } from '@/features/calls/api/call-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/ventes/{id}/calls/eligibility: may the sale's customer be called now; if not, why and from when. */
export const getSaleCallEligibility = async (
  saleId: string,
  signal?: AbortSignal,
): Promise<CallEligibility> =>
  callEligibilityResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(saleId)}/calls/eligibility`, { signal }),
  ).data;

/** Asked again every minute: the answer changes with the clock (a window opens, a cooldown ends). */
export const useSaleCallEligibility = (saleId: string) =>
  useQuery({
    queryKey: callKeys.eligibility(saleId),
    queryFn: ({ signal }) => getSaleCallEligibility(saleId, signal),
    refetchInterval: 60_000,
  });
