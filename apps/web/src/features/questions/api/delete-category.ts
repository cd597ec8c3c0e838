import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/questions/categories/{id}: 409 HAS_QUESTIONS (with questionCount) while it files questions. */
export const deleteCategory = deleteRecord('/api/questions/categories');

export const useDeleteCategory = () => useChangeMutation(deleteCategory, invalidateAfterQuestionnaireChange);
