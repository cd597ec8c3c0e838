import { type UpdateUserInput, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/users/{id}: only the fields sent change; leaving 'active' ends the user's sessions. */
export const updateUser = putRecord<UpdateUserInput, UserRecord>('/api/users', userRecordSchema);

export const useUpdateUser = () => useChangeMutation(updateUser, invalidateAfterUserChange);
