import {
  normalizeTeamPayload,
  recordResponseSchema,
  type Team,
  teamSchema,
  type UpdateTeamInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import { apiRequest } from '@/lib/api-client';

const teamResponseSchema = recordResponseSchema(teamSchema);

/**
 * PUT /api/teams/{id}. SPEC §5: selectedGammes becomes gammeAssignments and is removed from the payload; the
 * assignments sent replace the team's.
 */
export const updateTeam = async ({ id, input }: { id: string; input: UpdateTeamInput }): Promise<Team> =>
  teamResponseSchema.parse(
    await apiRequest<unknown>(`/api/teams/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: normalizeTeamPayload(input, { isUpdate: true }),
    }),
  ).data;

export const useUpdateTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
