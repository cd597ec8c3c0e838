import { REQUEST_TIMEOUTS, type Sale, saleResponseSchema, type UpdateSaleInput } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

export interface UpdateSaleVariables {
  id: string;
  /** The steps to replace, with the version the form loaded (409 STALE_WRITE when another save came first). */
  input: UpdateSaleInput;
}

/** PUT /api/ventes/{id}: the guided form's autosave; each step present replaces that step. */
export const updateSale = async ({ id, input }: UpdateSaleVariables): Promise<Sale> =>
  saleResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
      timeoutMs: REQUEST_TIMEOUTS.sale,
    }),
  ).data;

/** The saved sale replaces the cached one; lists, counts and the dashboard read it again. */
export const useUpdateSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSale,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      void queryClient.invalidateQueries({ queryKey: saleKeys.lists() });
    },
  });
};
