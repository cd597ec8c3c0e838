import type { QueryClient } from '@tanstack/react-query';
import { roleKeys } from '@/features/roles/api/role-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

/** A role change moves the roles lists (and the role names users lists show) and the record's history. */
export const invalidateAfterRoleChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);
