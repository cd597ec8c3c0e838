import {
  REQUEST_TIMEOUTS,
  type SignatureRequestDetail,
  signatureByQuoteResponseSchema,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { signatureKeys } from '@/features/signatures/api/signature-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/document-signature/document?quoteHash=: the latest request for the quote, or null (SPEC §7). */
export const getSignatureByQuote = async (
  quoteHash: string,
  signal?: AbortSignal,
): Promise<SignatureRequestDetail | null> =>
  signatureByQuoteResponseSchema.parse(
    await apiRequest<unknown>('/api/document-signature/document', {
      query: { quoteHash },
      signal,
      timeoutMs: REQUEST_TIMEOUTS.signature,
    }),
  ).data;

export const useSignatureByQuote = (quoteHash: string | null, enabled = true) =>
  useQuery({
    queryKey: signatureKeys.byQuote(quoteHash ?? ''),
    queryFn: ({ signal }) => getSignatureByQuote(quoteHash ?? '', signal),
    enabled: enabled && Boolean(quoteHash),
  });
