import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/users/{id} (soft): the user leaves the lists and their sessions end. Answers 204. */
export const deleteUser = async (id: string): Promise<void> => {
  await apiRequest<void>(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
};
