import { type CreateTeamInput, normalizeTeamPayload, type Team, teamSchema } from '@brokerage/shared';
import { teamKeys } from '@/features/teams/api/team-keys';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/teams; the payload is normalised first (SPEC §5: selectedGammes → gammeAssignments). */
export const createTeam = postRecord<CreateTeamInput, Team>('/api/teams', teamSchema, (input) =>
  normalizeTeamPayload(input, { isUpdate: false }),
);

export const useCreateTeam = () => useChangeMutation(createTeam, teamKeys.all);
