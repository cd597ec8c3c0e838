import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/questions/categories/{id}: 409 HAS_QUESTIONS (with questionCount) while it files questions. */
export const deleteCategory = async (id: string): Promise<void> => {
  await apiRequest<void>(`/api/questions/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateAfterQuestionnaireChange(queryClient),
  });
};
