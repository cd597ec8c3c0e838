import { invalidateAfterObjectiveChange } from '@/features/project-objectives/api/invalidate';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/project-objectives/{id}: answers 204. */
export const deleteProjectObjective = deleteRecord('/api/project-objectives');

export const useDeleteProjectObjective = () =>
  useChangeMutation(deleteProjectObjective, invalidateAfterObjectiveChange);
