import { type SignatureRequestDetail, signatureRequestResponseSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { signatureKeys } from '@/features/signatures/api/signature-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/signatures/{id}: the request with its documents, evidence events and (while active) its link. */
export const getSignature = async (id: string, signal?: AbortSignal): Promise<SignatureRequestDetail> =>
  signatureRequestResponseSchema.parse(
    await apiRequest<unknown>(`/api/signatures/${encodeURIComponent(id)}`, { signal }),
  ).data;

export const useSignature = (id: string | null) =>
  useQuery({
    queryKey: signatureKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getSignature(id ?? '', signal),
    enabled: Boolean(id),
  });
