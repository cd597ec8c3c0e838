import { userRecordSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/users/api/user-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/users?relations=company,team: one page, searched on name, phone and email, with the filters. */
export const getUsers = getPage('/api/users', userRecordSchema, { relations: 'company,team' });

export const usersQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(userKeys.list(query), getUsers, query);

export const useUsers = (query: ListQueryParams) => useQuery(usersQueryOptions(query));

/** How many registrations wait for approval (the tab's counter). */
export const usePendingCount = (enabled = true) =>
  useQuery({
    queryKey: userKeys.pendingCount(),
    queryFn: async ({ signal }) => (await getUsers({ status: 'pending', pageSize: 1 }, signal)).total,
    enabled,
  });
