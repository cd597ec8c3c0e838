import { type RoleRecord, roleRecordSchema, type UpdateRoleInput } from '@brokerage/shared';
import { invalidateAfterRoleChange } from '@/features/roles/api/invalidate';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/roles/{id} (never root). */
export const updateRole = putRecord<UpdateRoleInput, RoleRecord>('/api/roles', roleRecordSchema);

export const useUpdateRole = () => useChangeMutation(updateRole, invalidateAfterRoleChange);
