import type { ListQueryParams } from '@/lib/list-params';

/**
 * The query keys of a record family under `[name]`: `all` (what every mutation of the family invalidates), its
 * lists and one list, the options of selects and filters, and one record. A feature adds its own keys below
 * these (`[...keys.detail(id), 'tariffs']`), so invalidating `all` reaches them too.
 */
export const recordKeys = <Name extends string>(name: Name) => {
  const all = [name] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (query: ListQueryParams) => [...lists(), query] as const,
    options: () => [...all, 'options'] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
};
