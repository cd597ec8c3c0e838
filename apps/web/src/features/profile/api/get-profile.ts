import { type Profile, profileResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/profile: the signed-in user's own profile, with its version and preferences. */
export const getProfile = async (signal?: AbortSignal): Promise<Profile> =>
  profileResponseSchema.parse(await apiRequest<unknown>('/api/profile', { signal })).data;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
