import { type AdminSession, adminSessionSchema, revokedSessionsResponseSchema } from '@brokerage/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions, useChangeMutation } from '@/lib/record-api';

/** GET /api/admin/sessions: one page of the live sessions, most recently active first. */
export const getSessions = getPage<AdminSession>('/api/admin/sessions', adminSessionSchema);

export const useSessions = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(adminKeys.sessions(query), getSessions, query));

/** DELETE /api/admin/sessions/{id}: that browser is signed out at its next request. */
export const revokeSession = async (id: string) =>
  revokedSessionsResponseSchema.parse(
    await apiRequest<unknown>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  ).data;

/** DELETE /api/admin/users/{userId}/sessions: every browser of the user is signed out. */
export const revokeUserSessions = async (userId: string) =>
  revokedSessionsResponseSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/sessions`, {
      method: 'DELETE',
    }),
  ).data;

const afterRevoke = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.all });

export const useRevokeSession = () => useChangeMutation(revokeSession, afterRevoke);
export const useRevokeUserSessions = () => useChangeMutation(revokeUserSessions, afterRevoke);
