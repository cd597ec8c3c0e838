import { type Profile, profileResponseSchema, type UpdateProfileInput } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/session/auth-provider';

/** PUT /api/profile: name and email with the version read (409 STALE_WRITE otherwise). */
export const updateProfile = async (input: UpdateProfileInput): Promise<Profile> =>
  profileResponseSchema.parse(await apiRequest<unknown>('/api/profile', { method: 'PUT', body: input })).data;

/** Saves, then refreshes the profile and the signed-in user the header's avatar menu shows. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      await reloadUser();
    },
  });
};
