import { type CreateQuoteInput, type Quote, REQUEST_TIMEOUTS } from '@brokerage/shared';
import { quoteRequest } from '@/features/quotes/api/quote-request';

/** POST /api/products/quote?providerType=…: a draft quote at the provider for a sale's household (90 s). */
export const createQuote = (providerType: string, input: CreateQuoteInput): Promise<Quote> =>
  quoteRequest('POST', '/api/products/quote', providerType, input, REQUEST_TIMEOUTS.quotation);
