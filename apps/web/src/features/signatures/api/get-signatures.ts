import { signatureRequestSummarySchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { signatureKeys } from '@/features/signatures/api/signature-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/signatures: one page of the requests of the caller's scope, by status, searched on signer or sale. */
export const getSignatures = getPage('/api/signatures', signatureRequestSummarySchema);

export const signaturesQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(signatureKeys.list(query), getSignatures, query);

export const useSignatures = (query: ListQueryParams) => useQuery(signaturesQueryOptions(query));
