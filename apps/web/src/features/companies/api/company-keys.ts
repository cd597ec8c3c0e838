import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the companies feature; every mutation invalidates `companyKeys.all`. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...companyKeys.lists(), query] as const,
  options: () => [...companyKeys.all, 'options'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: string) => [...companyKeys.details(), id] as const,
  providerTypes: (id: string) => [...companyKeys.detail(id), 'provider-types'] as const,
};
