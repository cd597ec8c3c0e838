import { type Profile, profileResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/session/auth-provider';

/** PUT /api/profile/photo: the image file itself as the body (its type as the content type). */
export const uploadProfilePhoto = async (file: Blob): Promise<Profile> =>
  profileResponseSchema.parse(
    await apiRequest<unknown>('/api/profile/photo', { method: 'PUT', body: file, timeoutMs: 60_000 }),
  ).data;

/** DELETE /api/profile/photo: back to the initials. */
export const deleteProfilePhoto = async (): Promise<Profile> =>
  profileResponseSchema.parse(await apiRequest<unknown>('/api/profile/photo', { method: 'DELETE' })).data;

/** Uploads or removes (`null`) the photo, then refreshes the profile and the header's avatar. */
export const useChangeProfilePhoto = () => {
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  return useMutation({
    mutationFn: (file: Blob | null) => (file ? uploadProfilePhoto(file) : deleteProfilePhoto()),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      await reloadUser();
    },
  });
};
