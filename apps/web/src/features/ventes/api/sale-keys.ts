import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of sales; every change to a sale invalidates `saleKeys.all` (lists, counts, the sale, the dashboard). */
export const saleKeys = {
  all: ['ventes'] as const,
  lists: () => [...saleKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...saleKeys.lists(), query] as const,
  statusCounts: (query: ListQueryParams) => [...saleKeys.all, 'status-counts', query] as const,
  details: () => [...saleKeys.all, 'detail'] as const,
  detail: (id: string) => [...saleKeys.details(), id] as const,
};
