import type { Quote, QuoteProductInput } from '@brokerage/shared';
import { quoteRequest } from '@/features/quotes/api/quote-request';

/** POST /api/products/quote-param/product?providerType=…: the offer picked, with the agent's written reason. */
export const setQuoteProduct = (providerType: string, input: QuoteProductInput): Promise<Quote> =>
  quoteRequest('POST', '/api/products/quote-param/product', providerType, input);
