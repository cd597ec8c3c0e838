import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the teams feature; every mutation invalidates `teamKeys.all`. */
export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...teamKeys.lists(), query] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (id: string) => [...teamKeys.details(), id] as const,
};
