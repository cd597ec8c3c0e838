import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/questions/gammes/{id}: 204; 409 while it has sub-lines or a team sells it. */
export const deleteGamme = async (id: string): Promise<void> => {
  await apiRequest<unknown>(`/api/questions/gammes/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteGamme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGamme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gammeKeys.all }),
  });
};
