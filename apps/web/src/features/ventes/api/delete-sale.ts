import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSaleChange } from '@/features/ventes/api/invalidate';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

export interface DeleteSaleVariables {
  id: string;
  /** The version the page shows (`If-Match`): a sale changed since answers 409 STALE_WRITE. */
  version: number;
}

/** DELETE /api/ventes/{id} (soft): the sale leaves the lists. Answers 204. */
export const deleteSale = async ({ id, version }: DeleteSaleVariables): Promise<void> => {
  await apiRequest<void>(`/api/ventes/${encodeURIComponent(id)}`, { method: 'DELETE', ifMatch: version });
};

export const useDeleteSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSale,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: saleKeys.detail(id) });
      return invalidateAfterSaleChange(queryClient, id);
    },
  });
};
