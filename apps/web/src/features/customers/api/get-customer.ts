import { type Customer, customerResponseSchema, REQUEST_TIMEOUTS } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { apiRequest } from '@/lib/api-client';

/** SPEC §5 and §8: a customer lookup without an id is refused before any request. */
export const MISSING_CUSTOMER_ID_MESSAGE = 'Invalid or missing customerId';

/**
 * Every read of one customer (`GET /api/customers/{id}` and its sub-paths): the id checked before any request
 * (SPEC §8), the customer timeout (30 s, SPEC §9), identical reads in flight sharing one request (SPEC §7).
 */
export const requestCustomer = (
  customerId: string | null | undefined,
  subPath: '' | '/with-bank-details',
  signal?: AbortSignal,
): Promise<unknown> => {
  if (typeof customerId !== 'string' || customerId.trim() === '')
    return Promise.reject(new Error(MISSING_CUSTOMER_ID_MESSAGE));
  return apiRequest<unknown>(`/api/customers/${encodeURIComponent(customerId)}${subPath}`, {
    timeoutMs: REQUEST_TIMEOUTS.customer,
    share: true,
    signal,
  });
};

/** GET /api/customers/{id}: one customer within the caller's scope. */
export const getCustomer = async (
  customerId: string | null | undefined,
  signal?: AbortSignal,
): Promise<Customer> => customerResponseSchema.parse(await requestCustomer(customerId, '', signal)).data;

export const customerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => getCustomer(customerId, signal),
  });

export const useCustomer = (customerId: string | null | undefined) =>
  useQuery({ ...customerQueryOptions(customerId ?? ''), enabled: Boolean(customerId) });
