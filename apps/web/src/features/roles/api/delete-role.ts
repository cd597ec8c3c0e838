import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterRoleChange } from '@/features/roles/api/invalidate';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/roles/{id}: 409 ROLE_IN_USE while live users hold it; never root. Answers 204. */
export const deleteRole = async (id: string): Promise<void> => {
  await apiRequest<void>(`/api/roles/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidateAfterRoleChange(queryClient) });
};
