import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the project objectives; every mutation invalidates `projectObjectiveKeys.all`. */
export const projectObjectiveKeys = {
  all: ['project-objectives'] as const,
  lists: () => [...projectObjectiveKeys.all, 'list'] as const,
  list: (query: ListQueryParams) => [...projectObjectiveKeys.lists(), query] as const,
};
