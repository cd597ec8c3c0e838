import { type CustomerWithBankDetails, customerWithBankDetailsResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { requestCustomer } from '@/features/customers/api/get-customer';

/**
 * GET /api/customers/{id}/with-bank-details: the customer and the payer's bank details, the IBAN masked by the
 * server for anyone without `CustomerModule:customers:bank-details`; the same checks, timeout and request
 * sharing as every customer read (`requestCustomer`).
 */
export const getCustomerWithBankDetails = async (
  customerId: string | null | undefined,
  signal?: AbortSignal,
): Promise<CustomerWithBankDetails> =>
  customerWithBankDetailsResponseSchema.parse(await requestCustomer(customerId, '/with-bank-details', signal))
    .data;

/** Under the customer's detail key: a customer change (link, update) and a sale change both refresh it. */
export const customerWithBankDetailsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: customerKeys.withBankDetails(customerId),
    queryFn: ({ signal }) => getCustomerWithBankDetails(customerId, signal),
  });

export const useCustomerWithBankDetails = (customerId: string | null | undefined, enabled = true) =>
  useQuery({
    ...customerWithBankDetailsQueryOptions(customerId ?? ''),
    enabled: enabled && Boolean(customerId),
  });
