import {
  type CreateUserInput,
  recordResponseSchema,
  type UserRecord,
  userRecordSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const userResponseSchema = recordResponseSchema(userRecordSchema);

/** POST /api/users. */
export const createUser = async (input: CreateUserInput): Promise<UserRecord> =>
  userResponseSchema.parse(await apiRequest<unknown>('/api/users', { method: 'POST', body: input })).data;

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateAfterUserChange(queryClient),
  });
};
