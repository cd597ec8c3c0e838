import { hasPermission, type RecordPermissionPrefix } from '@brokerage/shared';
import { useAuth } from '@/lib/session/auth-provider';

/**
 * What the signed-in user may do to the records of a family (`CompanyModule:companies`): the list page shows its
 * Create button, row editing and row deletion by these. A courtesy only: the server checks every call.
 */
export const useRecordPermissions = (prefix: RecordPermissionPrefix) => {
  const { user } = useAuth();
  return {
    canCreate: hasPermission(user, `${prefix}:create`),
    canUpdate: hasPermission(user, `${prefix}:update`),
    canDelete: hasPermission(user, `${prefix}:delete`),
  };
};
