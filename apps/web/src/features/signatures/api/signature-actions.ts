import {
  REQUEST_TIMEOUTS,
  type SignatureRequestDetail,
  signatureRequestResponseSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterSignatureChange } from '@/features/signatures/api/invalidate';
import { signatureKeys } from '@/features/signatures/api/signature-keys';
import { apiRequest } from '@/lib/api-client';

export interface SignatureActionVariables {
  id: string;
  /** The request's version as the page shows it: a newer one answers 409 STALE_WRITE. */
  version: number;
}

const postAction =
  (action: 'resend' | 'cancel') =>
  async ({ id, version }: SignatureActionVariables): Promise<SignatureRequestDetail> =>
    signatureRequestResponseSchema.parse(
      await apiRequest<unknown>(`/api/signatures/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: { version },
        timeoutMs: REQUEST_TIMEOUTS.signature,
      }),
    ).data;

/** POST /api/signatures/{id}/resend: a new link by email (and SMS) for the same request, while sent or opened. */
export const resendSignature = postAction('resend');
/** POST /api/signatures/{id}/cancel: the request ends `cancelled`; the agent may send a new one. */
export const cancelSignature = postAction('cancel');

const useSignatureAction = (call: typeof resendSignature) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (request) => {
      queryClient.setQueryData(signatureKeys.detail(request.id), request);
      return invalidateAfterSignatureChange(queryClient);
    },
  });
};

export const useResendSignature = () => useSignatureAction(resendSignature);
export const useCancelSignature = () => useSignatureAction(cancelSignature);
