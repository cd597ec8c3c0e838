import { type Sale, type SaleStatusInput, saleResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSaleChange } from '@/features/ventes/api/invalidate';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

export interface ChangeSaleStatusVariables {
  id: string;
  /** `version` is the sale's as the page shows it: a newer one answers 409 STALE_WRITE. */
  input: SaleStatusInput;
}

/**
 * PUT /api/ventes/{id}/status: the moves the status endpoint makes itself (isStatusEndpointTarget, today
 * `lost` with its reason). 409 FORBIDDEN_TRANSITION names the status and the allowed moves.
 */
export const changeSaleStatus = async ({ id, input }: ChangeSaleStatusVariables): Promise<Sale> =>
  saleResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(id)}/status`, { method: 'PUT', body: input }),
  ).data;

export const useChangeSaleStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSaleStatus,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      return invalidateAfterSaleChange(queryClient, sale.id);
    },
  });
};
