import type { Quote, QuoteUserInput } from '@brokerage/shared';
import { quoteRequest } from '@/features/quotes/api/quote-request';

/** POST /api/products/quote-param/user?providerType=…: adds one insured person to the quote. */
export const addQuoteUser = (providerType: string, input: QuoteUserInput): Promise<Quote> =>
  quoteRequest('POST', '/api/products/quote-param/user', providerType, input);

/** PUT /api/products/quote-param/user/{id}?providerType=…: replaces one insured person of the quote. */
export const updateQuoteUser = (
  providerType: string,
  userId: string,
  input: QuoteUserInput,
): Promise<Quote> =>
  quoteRequest('PUT', `/api/products/quote-param/user/${encodeURIComponent(userId)}`, providerType, input);
