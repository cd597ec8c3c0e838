import { type Gamme, gammeSchema, type ListResponse, listResponseSchema } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const gammesResponseSchema = listResponseSchema(gammeSchema);

/** GET /api/questions/gammes: the product lines with their API paths, inactive ones included. */
export const getGammes = async (query: ListQueryParams, signal?: AbortSignal): Promise<ListResponse<Gamme>> =>
  gammesResponseSchema.parse(await apiRequest<unknown>('/api/questions/gammes', { query, signal }));

export const gammesQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: gammeKeys.list(query),
    queryFn: ({ signal }) => getGammes(query, signal),
    placeholderData: keepPreviousData,
  });

export const useGammes = (query: ListQueryParams) => useQuery(gammesQueryOptions(query));
