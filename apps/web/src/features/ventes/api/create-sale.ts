import { type CreateSaleInput, REQUEST_TIMEOUTS, type Sale, saleResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

/** POST /api/ventes: a new draft sale of the caller, usually with the call step already filled. */
export const createSale = async (input: CreateSaleInput): Promise<Sale> =>
  saleResponseSchema.parse(
    await apiRequest<unknown>('/api/ventes', {
      method: 'POST',
      body: input,
      timeoutMs: REQUEST_TIMEOUTS.sale,
    }),
  ).data;

export const useCreateSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      void queryClient.invalidateQueries({ queryKey: saleKeys.lists() });
    },
  });
};
