import { REQUEST_TIMEOUTS, type SaleStatus, saleStatusCountsResponseSchema } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

export type SaleStatusCounts = Partial<Record<SaleStatus, number>>;

/** Paging, sorting and the status itself do not change the tabs' counts. */
const countsQuery = ({ page, pageSize, sort, order, status, ...filters }: ListQueryParams): ListQueryParams =>
  filters;

/** GET /api/ventes/status-counts: how many sales of each status the list's other filters hold (the tabs). */
export const getSaleStatusCounts = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<SaleStatusCounts> =>
  saleStatusCountsResponseSchema.parse(
    await apiRequest<unknown>('/api/ventes/status-counts', {
      query: countsQuery(query),
      signal,
      timeoutMs: REQUEST_TIMEOUTS.saleList,
    }),
  ).data;

export const saleStatusCountsQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: saleKeys.statusCounts(countsQuery(query)),
    queryFn: ({ signal }) => getSaleStatusCounts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSaleStatusCounts = (query: ListQueryParams, enabled = true) =>
  useQuery({ ...saleStatusCountsQueryOptions(query), enabled });
