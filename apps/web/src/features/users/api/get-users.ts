import { type ListResponse, listResponseSchema, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/users/api/user-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const usersResponseSchema = listResponseSchema(userRecordSchema);

/** GET /api/users?relations=company,team: one page, searched on name, phone and email, with the filters. */
export const getUsers = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<UserRecord>> =>
  usersResponseSchema.parse(
    await apiRequest<unknown>('/api/users', { query: { relations: 'company,team', ...query }, signal }),
  );

export const usersQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: ListQueryParams) => useQuery(usersQueryOptions(query));

/** How many registrations wait for approval (the tab's counter). */
export const usePendingCount = (enabled = true) =>
  useQuery({
    queryKey: userKeys.pendingCount(),
    queryFn: async ({ signal }) => (await getUsers({ status: 'pending', pageSize: 1 }, signal)).total,
    enabled,
  });
