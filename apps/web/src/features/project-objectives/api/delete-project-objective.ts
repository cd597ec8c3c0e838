import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterObjectiveChange } from '@/features/project-objectives/api/invalidate';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/project-objectives/{id}: answers 204. */
export const deleteProjectObjective = async (id: string): Promise<void> => {
  await apiRequest<void>(`/api/project-objectives/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteProjectObjective = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectObjective,
    onSuccess: () => invalidateAfterObjectiveChange(queryClient),
  });
};
