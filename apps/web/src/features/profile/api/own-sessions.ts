import {
  type OwnSession,
  ownSessionListResponseSchema,
  revokedSessionsResponseSchema,
} from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/profile/sessions: the user's live sessions, the current one marked. */
export const getOwnSessions = async (signal?: AbortSignal): Promise<OwnSession[]> =>
  ownSessionListResponseSchema.parse(await apiRequest<unknown>('/api/profile/sessions', { signal })).data;

export const useOwnSessions = () =>
  useQuery({ queryKey: profileKeys.sessions(), queryFn: ({ signal }) => getOwnSessions(signal) });

/** DELETE /api/profile/sessions/{id}: ends one session (another device is signed out). */
export const revokeOwnSession = async (id: string): Promise<void> => {
  await apiRequest<unknown>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

/** POST /api/profile/sessions/revoke-others: every session but this one ends; answers how many. */
export const revokeOtherSessions = async (): Promise<number> =>
  revokedSessionsResponseSchema.parse(
    await apiRequest<unknown>('/api/profile/sessions/revoke-others', { method: 'POST' }),
  ).data.revoked;

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOwnSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
};

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
};
