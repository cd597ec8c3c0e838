import { type CurrentUser, meResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/auth-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/me: the signed-in user with role, permissions, company and team. */
export const getMe = async (signal?: AbortSignal): Promise<CurrentUser> =>
  meResponseSchema.parse(await apiRequest<unknown>('/api/auth/me', { signal })).data;

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
