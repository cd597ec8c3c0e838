import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the products feature; every product mutation invalidates `productKeys.all`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  tariffs: (id: string) => [...productKeys.detail(id), 'tariffs'] as const,
  zones: (providerType: string) => [...productKeys.all, 'zones', providerType] as const,
};
