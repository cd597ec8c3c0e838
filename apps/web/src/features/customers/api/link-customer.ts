import {
  type CustomerCandidate,
  type CustomerLinkInput,
  customerCandidateSchema,
  customerLinkResponseSchema,
  REQUEST_TIMEOUTS,
  stripBirthDates,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorReason } from '@/lib/api-error-reason';

export type CustomerLinkResult = z.infer<typeof customerLinkResponseSchema>['data'];

/**
 * SPEC §7 Customers: POST /api/customers/update-and-link when the agent updates the chosen customer
 * (`updateExisting`), otherwise POST /api/customers/create-or-update-and-link. Either links the customer to the
 * sale. `version` is the sale's, `customerVersion` the customer's when it is updated. SPEC §5:
 * `birthdate`/`birthDate` never travel inside `customerData`.
 */
export const linkCustomer = async (input: CustomerLinkInput): Promise<CustomerLinkResult> => {
  const { updateExisting, allowDuplicate, customerData, ...rest } = input;
  const body = updateExisting
    ? { ...rest, customerData: stripBirthDates(customerData) }
    : { ...rest, allowDuplicate, customerData: stripBirthDates(customerData) };
  const path = updateExisting ? '/api/customers/update-and-link' : '/api/customers/create-or-update-and-link';
  return customerLinkResponseSchema.parse(
    await apiRequest<unknown>(path, { method: 'POST', body, timeoutMs: REQUEST_TIMEOUTS.customer }),
  ).data;
};

export const useLinkCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkCustomer,
    onSuccess: (result) => {
      queryClient.setQueryData(customerKeys.detail(result.customer.customerId), result.customer);
      void queryClient.invalidateQueries({ queryKey: customerKeys.searches() });
    },
  });
};

const candidatesSchema = z.object({ candidates: z.array(customerCandidateSchema) });

/** The likely duplicates of a 409 LIKELY_DUPLICATE, or null for any other failure. */
export const duplicateCandidates = (error: unknown): CustomerCandidate[] | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || errorReason(error) !== 'LIKELY_DUPLICATE') {
    return null;
  }
  const parsed = candidatesSchema.safeParse(error.details);
  return parsed.success ? parsed.data.candidates : [];
};
