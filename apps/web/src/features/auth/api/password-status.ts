import { type ChangePasswordInput, passwordStatusResponseSchema } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const passwordKeys = { status: () => ['identity', 'password'] as const };

/** GET /api/identity/password: the signed-in user's address, whether a password is set, since when. */
export const getPasswordStatus = async (signal: AbortSignal) =>
  passwordStatusResponseSchema.parse(await apiRequest<unknown>('/api/identity/password', { signal })).data;

export const usePasswordStatus = () =>
  useQuery({ queryKey: passwordKeys.status(), queryFn: ({ signal }) => getPasswordStatus(signal) });

/** PUT /api/identity/password: sets or changes it (the server asks for a sign-in within 5 minutes). */
export const changePassword = async (input: ChangePasswordInput) =>
  passwordStatusResponseSchema.parse(
    await apiRequest<unknown>('/api/identity/password', { method: 'PUT', body: input }),
  ).data;

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (status) => queryClient.setQueryData(passwordKeys.status(), status),
  });
};
