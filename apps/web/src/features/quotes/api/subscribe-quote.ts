import { REQUEST_TIMEOUTS, type SubscribeInput } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/products/subscribe?providerType=…: subscribes the sale's accepted quote; the sale becomes
 * `subscribed`. The caller reads the sale again rather than the answer, whose shape the contract leaves open.
 */
export const subscribeQuote = async (providerType: string, input: SubscribeInput): Promise<void> => {
  await apiRequest<unknown>('/api/products/subscribe', {
    method: 'POST',
    query: { providerType },
    body: input,
    timeoutMs: REQUEST_TIMEOUTS.subscribe,
  });
};
