import {
  type CreateCombinedSignatureInput,
  type CreateCombinedSignatureResponse,
  createCombinedSignatureResponseSchema,
  REQUEST_TIMEOUTS,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSignatureChange } from '@/features/signatures/api/invalidate';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/document-signature/create-combined: one request for the sale's current documents, the link sent
 * by email (and SMS when asked); the sale moves to `documents_sent`. Refusals: SALE_NOT_SUBSCRIBED,
 * DOCUMENTS_NOT_READY, REQUEST_ALREADY_ACTIVE, QUOTE_MISMATCH.
 */
export const createCombinedSignature = async (
  input: CreateCombinedSignatureInput,
): Promise<CreateCombinedSignatureResponse> =>
  createCombinedSignatureResponseSchema.parse(
    await apiRequest<unknown>('/api/document-signature/create-combined', {
      method: 'POST',
      body: input,
      timeoutMs: REQUEST_TIMEOUTS.signature,
    }),
  );

export const useCreateCombinedSignature = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCombinedSignature,
    onSuccess: () => invalidateAfterSignatureChange(queryClient),
  });
};
