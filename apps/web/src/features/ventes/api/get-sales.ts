import {
  type ListResponse,
  REQUEST_TIMEOUTS,
  type SaleListItem,
  saleListResponseSchema,
} from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

/**
 * GET /api/ventes: one page of the sales in the caller's scope, with the list's filters (saleListQuerySchema)
 * and its search on the customer's name or phone or the sale number, under the sale list's 60 s timeout.
 */
export const getSales = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<SaleListItem>> =>
  saleListResponseSchema.parse(
    await apiRequest<unknown>('/api/ventes', { query, signal, timeoutMs: REQUEST_TIMEOUTS.saleList }),
  ) as ListResponse<SaleListItem>;

export const salesQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: saleKeys.list(query),
    queryFn: ({ signal }) => getSales(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSales = (query: ListQueryParams) => useQuery(salesQueryOptions(query));
