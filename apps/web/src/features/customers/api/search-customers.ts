import { type Customer, customerSearchResponseSchema, REQUEST_TIMEOUTS } from '@brokerage/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { apiRequest } from '@/lib/api-client';

/** The type-ahead asks nothing under this many characters (the server's `search` minimum). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
export const CUSTOMER_SEARCH_LIMIT = 10;

/** GET /api/customers?search=: customers of the caller's scope matching a phone, a name or an email. */
export const searchCustomers = async (search: string, signal?: AbortSignal): Promise<Customer[]> =>
  customerSearchResponseSchema.parse(
    await apiRequest<unknown>('/api/customers', {
      query: { search, limit: CUSTOMER_SEARCH_LIMIT },
      timeoutMs: REQUEST_TIMEOUTS.customer,
      share: true,
      signal,
    }),
  ).data;

/** The matches of an already debounced search term; idle under the minimum length. */
export const useCustomerSearch = (search: string) => {
  const term = search.trim();
  return useQuery({
    queryKey: customerKeys.search(term),
    queryFn: ({ signal }) => searchCustomers(term, signal),
    enabled: term.length >= CUSTOMER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
