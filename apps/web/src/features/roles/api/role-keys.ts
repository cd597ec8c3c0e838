import type { ListQueryParams } from '@/lib/list-params';
import { recordKeys } from '@/lib/record-keys';

const base = recordKeys('roles');

/** Query keys of the roles feature; every mutation invalidates `roleKeys.all`. */
export const roleKeys = {
  ...base,
  users: (id: string, query: ListQueryParams) => [...base.detail(id), 'users', query] as const,
};
