import type { CurrentUser } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/session/api/auth-keys';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';

/** GET /api/auth/me: the signed-in user with role, permissions, company and team. */
export const getMe = async (signal?: AbortSignal): Promise<CurrentUser> =>
  (await parseAuthAnswer('meResponseSchema', apiRequest<unknown>('/api/auth/me', { signal }))).data;

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
