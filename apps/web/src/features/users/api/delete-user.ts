import { invalidateAfterUserChange } from '@/features/users/api/invalidate';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/users/{id} (soft): the user leaves the lists and their sessions end. Answers 204. */
export const deleteUser = deleteRecord('/api/users');

export const useDeleteUser = () => useChangeMutation(deleteUser, invalidateAfterUserChange);
