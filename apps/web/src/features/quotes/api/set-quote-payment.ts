import type { Quote, QuotePaymentInput } from '@brokerage/shared';
import { quoteRequest } from '@/features/quotes/api/quote-request';

/** POST /api/products/quote-param/payment?providerType=…: the payer's bank details (kept encrypted). */
export const setQuotePayment = (providerType: string, input: QuotePaymentInput): Promise<Quote> =>
  quoteRequest('POST', '/api/products/quote-param/payment', providerType, input);
