import { type Quote, quoteResponseSchema, REQUEST_TIMEOUTS } from '@brokerage/shared';
import { apiRequest, type HttpMethod } from '@/lib/api-client';

/**
 * One quote call of SPEC §7 Products and quotes: `?providerType=` in the query, the quote as it stands in the
 * answer. Quote updates, payment and status run under the 60 s timeout of SPEC §9 unless told otherwise.
 */
export const quoteRequest = async (
  method: HttpMethod,
  path: string,
  providerType: string,
  body: unknown,
  timeoutMs: number = REQUEST_TIMEOUTS.quoteUpdate,
): Promise<Quote> =>
  quoteResponseSchema.parse(
    await apiRequest<unknown>(path, { method, query: { providerType }, body, timeoutMs }),
  ).data;
