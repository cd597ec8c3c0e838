import type { Quote, QuoteStatusInput } from '@brokerage/shared';
import { quoteRequest } from '@/features/quotes/api/quote-request';

/** PUT /api/products/quote/status?providerType=…: moves the quote (the customer accepted it, for instance). */
export const updateQuoteStatus = (providerType: string, input: QuoteStatusInput): Promise<Quote> =>
  quoteRequest('PUT', '/api/products/quote/status', providerType, input);
