import {
  type QuotationInput,
  type QuotationResult,
  quotationResponseSchema,
  REQUEST_TIMEOUTS,
} from '@brokerage/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface QuoteProductsVariables {
  providerType: string;
  input: QuotationInput;
}

/**
 * POST /api/products/quotation?providerType=…: prices the household on every active product of the requested
 * gammes the caller's team may sell, cheapest first, with the products that could not be priced and why.
 * 403 with `details.reason` NO_TEAM, NO_GAMMES or GAMME_NOT_ASSIGNED when the team may not price them.
 */
export const quoteProducts = async ({
  providerType,
  input,
}: QuoteProductsVariables): Promise<QuotationResult> =>
  quotationResponseSchema.parse(
    await apiRequest<unknown>('/api/products/quotation', {
      method: 'POST',
      query: { providerType },
      body: input,
      timeoutMs: REQUEST_TIMEOUTS.quotation,
    }),
  ).data;

/** A pricing run changes nothing on the server, so nothing is invalidated. */
export const useQuoteProducts = () => useMutation({ mutationFn: quoteProducts });
