import { roleRecordSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { roleKeys } from '@/features/roles/api/role-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, optionsQueryOptions, pageQueryOptions } from '@/lib/record-api';

/** GET /api/roles: one page, with the number of users holding each role. */
export const getRoles = getPage('/api/roles', roleRecordSchema);

export const rolesQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(roleKeys.list(query), getRoles, query);

export const useRoles = (query: ListQueryParams) => useQuery(rolesQueryOptions(query));

/** Every role by name, for selects and filters. */
export const roleOptionsQueryOptions = () => optionsQueryOptions(roleKeys.options(), getRoles);

export const useRoleOptions = (enabled = true) => useQuery({ ...roleOptionsQueryOptions(), enabled });
