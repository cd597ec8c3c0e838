import { type EndSaleCallInput, type Sale, saleResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSaleChange } from '@/features/ventes/api/invalidate';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

export interface EndSaleCallVariables {
  id: string;
  input: EndSaleCallInput;
}

/**
 * POST /api/ventes/{id}/call/end: the agent hangs up; `callEndedAt` is set, so the customer may sign once the
 * phone-sale delay is over (issue 10). A stale version answers 409 STALE_WRITE.
 */
export const endSaleCall = async ({ id, input }: EndSaleCallVariables): Promise<Sale> =>
  saleResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(id)}/call/end`, {
      method: 'POST',
      body: input,
    }),
  ).data;

export const useEndSaleCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSaleCall,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      return invalidateAfterSaleChange(queryClient, sale.id);
    },
  });
};
