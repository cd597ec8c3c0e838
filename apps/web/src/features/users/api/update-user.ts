import {
  recordResponseSchema,
  type UpdateUserInput,
  type UserRecord,
  userRecordSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const userResponseSchema = recordResponseSchema(userRecordSchema);

/** PUT /api/users/{id}: only the fields sent change; leaving 'active' ends the user's sessions. */
export const updateUser = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateUserInput;
}): Promise<UserRecord> =>
  userResponseSchema.parse(
    await apiRequest<unknown>(`/api/users/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  ).data;

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
};
