import type { CurrentUser } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/auth-keys';
import { parseAuthAnswer } from '@/features/auth/api/load-auth-schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/me: the signed-in user with role, permissions, company and team. */
export const getMe = async (signal?: AbortSignal): Promise<CurrentUser> =>
  (await parseAuthAnswer('meResponseSchema', apiRequest<unknown>('/api/auth/me', { signal }))).data;

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
