import {
  type CreateRoleInput,
  type RoleRecord,
  recordResponseSchema,
  roleRecordSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterRoleChange } from '@/features/roles/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const roleResponseSchema = recordResponseSchema(roleRecordSchema);

/** POST /api/roles; the server keeps only keys of the module registry. */
export const createRole = async (input: CreateRoleInput): Promise<RoleRecord> =>
  roleResponseSchema.parse(await apiRequest<unknown>('/api/roles', { method: 'POST', body: input })).data;

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => invalidateAfterRoleChange(queryClient) });
};
