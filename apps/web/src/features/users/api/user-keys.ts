import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the users feature; every mutation invalidates `userKeys.all`. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...userKeys.lists(), query] as const,
  pendingCount: () => [...userKeys.all, 'pending-count'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
};
