import { type Customer, customerResponseSchema, REQUEST_TIMEOUTS } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { apiRequest } from '@/lib/api-client';

/** SPEC §5 and §8: a customer lookup without an id is refused before any request. */
export const MISSING_CUSTOMER_ID_MESSAGE = 'Invalid or missing customerId';

/**
 * GET /api/customers/{id}: one customer within the caller's scope, under the customer timeout (30 s, SPEC §9);
 * identical reads in flight share one request (SPEC §7).
 */
export const getCustomer = async (
  customerId: string | null | undefined,
  signal?: AbortSignal,
): Promise<Customer> => {
  if (typeof customerId !== 'string' || customerId.trim() === '')
    throw new Error(MISSING_CUSTOMER_ID_MESSAGE);
  return customerResponseSchema.parse(
    await apiRequest<unknown>(`/api/customers/${encodeURIComponent(customerId)}`, {
      timeoutMs: REQUEST_TIMEOUTS.customer,
      share: true,
      signal,
    }),
  ).data;
};

export const customerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => getCustomer(customerId, signal),
  });

export const useCustomer = (customerId: string | null | undefined) =>
  useQuery({ ...customerQueryOptions(customerId ?? ''), enabled: Boolean(customerId) });
