import { invalidateAfterRoleChange } from '@/features/roles/api/invalidate';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/roles/{id}: 409 ROLE_IN_USE while live users hold it; never root. Answers 204. */
export const deleteRole = deleteRecord('/api/roles');

export const useDeleteRole = () => useChangeMutation(deleteRole, invalidateAfterRoleChange);
