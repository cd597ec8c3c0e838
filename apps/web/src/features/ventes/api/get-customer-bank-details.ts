import {
  type CustomerWithBankDetails,
  customerWithBankDetailsResponseSchema,
  REQUEST_TIMEOUTS,
} from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

/** SPEC §8: a customer lookup without an id. */
export const MISSING_CUSTOMER_ID_MESSAGE = 'Invalid or missing customerId';

/**
 * GET /api/customers/{id}/with-bank-details: the sale's customer and the payer's bank details, the IBAN masked
 * by the server for anyone without `CustomerModule:customers:bank-details`. Customer timeout (30 s, SPEC §9),
 * identical reads in flight shared (SPEC §7).
 */
export const getCustomerWithBankDetails = async (
  customerId: string,
  signal?: AbortSignal,
): Promise<CustomerWithBankDetails> => {
  if (!customerId.trim()) throw new Error(MISSING_CUSTOMER_ID_MESSAGE);
  return customerWithBankDetailsResponseSchema.parse(
    await apiRequest<unknown>(`/api/customers/${encodeURIComponent(customerId)}/with-bank-details`, {
      timeoutMs: REQUEST_TIMEOUTS.customer,
      share: true,
      signal,
    }),
  ).data;
};

/** Kept under the sale's keys: the sale page is its only reader here, and a sale change refreshes it. */
export const customerWithBankDetailsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...saleKeys.all, 'customer-with-bank-details', customerId] as const,
    queryFn: ({ signal }) => getCustomerWithBankDetails(customerId, signal),
  });

export const useCustomerWithBankDetails = (customerId: string | null | undefined, enabled = true) =>
  useQuery({
    ...customerWithBankDetailsQueryOptions(customerId ?? ''),
    enabled: enabled && Boolean(customerId),
  });
