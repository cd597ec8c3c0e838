import { type CreateRoleInput, type RoleRecord, roleRecordSchema } from '@brokerage/shared';
import { invalidateAfterRoleChange } from '@/features/roles/api/invalidate';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/roles; the server keeps only keys of the module registry. */
export const createRole = postRecord<CreateRoleInput, RoleRecord>('/api/roles', roleRecordSchema);

export const useCreateRole = () => useChangeMutation(createRole, invalidateAfterRoleChange);
