import { type ApproveUserInput, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { recordCall, useChangeMutation } from '@/lib/record-api';

/** POST /api/users/{id}/approve: a pending registration becomes an active user with a role. */
export const approveUser = recordCall<ApproveUserInput, UserRecord>(
  'POST',
  '/api/users',
  userRecordSchema,
  'approve',
);

export const useApproveUser = () => useChangeMutation(approveUser, invalidateAfterUserChange);
