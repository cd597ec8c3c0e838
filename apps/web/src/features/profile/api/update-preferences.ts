import { type Profile, profileResponseSchema, type UpdatePreferencesInput } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/profile/preferences: the language and/or theme applied at each sign-in. */
export const updatePreferences = async (input: UpdatePreferencesInput): Promise<Profile> =>
  profileResponseSchema.parse(
    await apiRequest<unknown>('/api/profile/preferences', { method: 'PUT', body: input }),
  ).data;

export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.me(), profile),
  });
};
