import {
  type RoleRecord,
  recordResponseSchema,
  roleRecordSchema,
  type UpdateRoleInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterRoleChange } from '@/features/roles/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const roleResponseSchema = recordResponseSchema(roleRecordSchema);

/** PUT /api/roles/{id} (never root). */
export const updateRole = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateRoleInput;
}): Promise<RoleRecord> =>
  roleResponseSchema.parse(
    await apiRequest<unknown>(`/api/roles/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  ).data;

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => invalidateAfterRoleChange(queryClient) });
};
