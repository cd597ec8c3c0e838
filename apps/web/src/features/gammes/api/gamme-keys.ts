import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the gamme administration; every mutation invalidates `gammeKeys.all`. */
export const gammeKeys = {
  all: ['gammes'] as const,
  lists: () => [...gammeKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...gammeKeys.lists(), query] as const,
};
