import {
  type ApproveUserInput,
  recordResponseSchema,
  type UserRecord,
  userRecordSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const userResponseSchema = recordResponseSchema(userRecordSchema);

/** POST /api/users/{id}/approve: a pending registration becomes an active user with a role. */
export const approveUser = async ({
  id,
  input,
}: {
  id: string;
  input: ApproveUserInput;
}): Promise<UserRecord> =>
  userResponseSchema.parse(
    await apiRequest<unknown>(`/api/users/${encodeURIComponent(id)}/approve`, {
      method: 'POST',
      body: input,
    }),
  ).data;

export const useApproveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
};
