import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the roles feature; every mutation invalidates `roleKeys.all`. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...roleKeys.lists(), query] as const,
  options: () => [...roleKeys.all, 'options'] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  detail: (id: string) => [...roleKeys.details(), id] as const,
  users: (id: string, query: ListQueryParams) => [...roleKeys.detail(id), 'users', query] as const,
};
