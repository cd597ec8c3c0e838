import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/teams/{id}: 204; 409 while the team still has members. */
export const deleteTeam = async (id: string): Promise<void> => {
  await apiRequest<unknown>(`/api/teams/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
