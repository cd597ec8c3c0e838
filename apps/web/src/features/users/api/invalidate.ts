import type { QueryClient } from '@tanstack/react-query';
import { roleKeys } from '@/features/roles/api/role-keys';
import { userKeys } from '@/features/users/api/user-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

/** A user change moves the users lists, the roles' user counts and the record's history. */
export const invalidateAfterUserChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);
