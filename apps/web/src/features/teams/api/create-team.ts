import {
  type CreateTeamInput,
  normalizeTeamPayload,
  recordResponseSchema,
  type Team,
  teamSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import { apiRequest } from '@/lib/api-client';

const teamResponseSchema = recordResponseSchema(teamSchema);

/** POST /api/teams; the payload is normalised first (SPEC §5: selectedGammes → gammeAssignments). */
export const createTeam = async (input: CreateTeamInput): Promise<Team> =>
  teamResponseSchema.parse(
    await apiRequest<unknown>('/api/teams', {
      method: 'POST',
      body: normalizeTeamPayload(input, { isUpdate: false }),
    }),
  ).data;

export const useCreateTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
