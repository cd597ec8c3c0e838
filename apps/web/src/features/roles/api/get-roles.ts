import {
  type ListResponse,
  listResponseSchema,
  MAX_PAGE_SIZE,
  type RoleRecord,
  roleRecordSchema,
} from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { roleKeys } from '@/features/roles/api/role-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const rolesResponseSchema = listResponseSchema(roleRecordSchema);

/** GET /api/roles: one page, with the number of users holding each role. */
export const getRoles = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<RoleRecord>> =>
  rolesResponseSchema.parse(await apiRequest<unknown>('/api/roles', { query, signal }));

export const rolesQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => getRoles(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRoles = (query: ListQueryParams) => useQuery(rolesQueryOptions(query));

/** Every role by name, for selects and filters (a brokerage has a few roles, far below a hundred). */
export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.options(),
    queryFn: async ({ signal }) =>
      (await getRoles({ pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' }, signal)).data,
  });

export const useRoleOptions = (enabled = true) => useQuery({ ...roleOptionsQueryOptions(), enabled });
