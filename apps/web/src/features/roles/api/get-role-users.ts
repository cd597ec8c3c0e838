import { type ListResponse, listResponseSchema, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { roleKeys } from '@/features/roles/api/role-keys';
import { apiRequest } from '@/lib/api-client';

const usersResponseSchema = listResponseSchema(userRecordSchema);

export const ROLE_USERS_PAGE_SIZE = 10;

/** GET /api/roles/{id}/users: the live users holding a role, paged. */
export const getRoleUsers = async (
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<UserRecord>> =>
  usersResponseSchema.parse(
    await apiRequest<unknown>(`/api/roles/${encodeURIComponent(id)}/users`, {
      query: { page, pageSize: ROLE_USERS_PAGE_SIZE, sort: 'lastName', order: 'asc' },
      signal,
    }),
  );

export const useRoleUsers = (id: string, page: number) =>
  useQuery({
    queryKey: roleKeys.users(id, { page }),
    queryFn: ({ signal }) => getRoleUsers(id, page, signal),
    placeholderData: keepPreviousData,
  });
