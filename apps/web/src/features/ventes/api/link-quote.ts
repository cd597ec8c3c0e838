import { REQUEST_TIMEOUTS, type Sale, type SaleQuoteHashInput, saleResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

export interface LinkQuoteVariables {
  id: string;
  input: SaleQuoteHashInput;
}

/** PUT /api/ventes/{id}/quote-hash (SPEC §7): links the provider's quote to the sale, which becomes `quoted`. */
export const linkQuote = async ({ id, input }: LinkQuoteVariables): Promise<Sale> =>
  saleResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(id)}/quote-hash`, {
      method: 'PUT',
      body: input,
      timeoutMs: REQUEST_TIMEOUTS.quoteUpdate,
    }),
  ).data;

export const useLinkQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkQuote,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      void queryClient.invalidateQueries({ queryKey: saleKeys.all });
    },
  });
};
