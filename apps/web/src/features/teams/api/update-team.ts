import {
  type GammeAssignmentLike,
  recordResponseSchema,
  type Team,
  teamSchema,
  type UpdateTeamInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import { diffGammes } from '@/features/teams/team-form.rules';
import { apiRequest } from '@/lib/api-client';

const teamResponseSchema = recordResponseSchema(teamSchema);

const gammePath = (id: string, provider: string, code: string) =>
  `/api/teams/${encodeURIComponent(id)}/gammes/${encodeURIComponent(provider)}/${encodeURIComponent(code)}`;

export interface UpdateTeamVariables {
  id: string;
  input: UpdateTeamInput;
  /** The team's assignments as loaded, the "current" side of the comparison. */
  current?: readonly GammeAssignmentLike[];
}

/**
 * PUT /api/teams/{id} for the name, company and provider type, then SPEC §7's bulk gamme update: for each
 * provider type in `selectedGammes`, the codes removed and added go one by one to DELETE / POST
 * /teams/{id}/gammes/{provider}/{code}. Provider types absent from the selection keep their assignments.
 */
const readTeam = async (id: string): Promise<Team> =>
  teamResponseSchema.parse(await apiRequest<unknown>(`/api/teams/${encodeURIComponent(id)}`)).data;

export const updateTeam = async ({ id, input, current = [] }: UpdateTeamVariables): Promise<Team> => {
  const { selectedGammes, gammeAssignments: _ignored, ...fields } = input;
  let saved = teamResponseSchema.parse(
    await apiRequest<unknown>(`/api/teams/${encodeURIComponent(id)}`, { method: 'PUT', body: fields }),
  ).data;
  for (const [provider, wanted] of Object.entries(selectedGammes ?? {})) {
    const held = current.find((assignment) => assignment.providerType === provider)?.gammes ?? [];
    const { add, remove } = diffGammes(held, wanted);
    // Removals first: adding a bare line afterwards then absorbs whatever sub-lines remain. Each call names the
    // version it follows (If-Match), so a colleague's change in between is a 409, never overwritten.
    const calls = [
      ...remove.map((code) => ({ code, method: 'DELETE' as const })),
      ...add.map((code) => ({ code, method: 'POST' as const })),
    ];
    for (const { code, method } of calls) {
      await apiRequest(gammePath(id, provider, code), { method, ifMatch: saved.version });
      saved = await readTeam(id);
    }
  }
  return saved;
};

export const useUpdateTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    // Also after a partial failure: the PUT or some gamme calls may have gone through.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
