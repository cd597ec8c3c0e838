import { type ResponseListResponse, responseListResponseSchema } from '@brokerage/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { responseKeys } from '@/features/responses/api/response-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

/** GET /api/responses: one page of answers and the question columns of the chosen gamme. */
export const getResponses = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ResponseListResponse> =>
  responseListResponseSchema.parse(await apiRequest<unknown>('/api/responses', { query, signal }));

export const useResponses = (query: ListQueryParams) =>
  useQuery({
    queryKey: responseKeys.list(query),
    queryFn: ({ signal }) => getResponses(query, signal),
    placeholderData: keepPreviousData,
  });
