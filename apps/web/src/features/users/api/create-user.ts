import { type CreateUserInput, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/users. */
export const createUser = postRecord<CreateUserInput, UserRecord>('/api/users', userRecordSchema);

export const useCreateUser = () => useChangeMutation(createUser, invalidateAfterUserChange);
