import type { QuestionKind } from '@brokerage/shared';
import { questionsPath } from '@/features/questions/api/get-questions';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/record-api';

/** DELETE /api/questions/{id} or /api/questions/additional/{id}: 409 IN_USE while other questions depend on it. */
export const deleteQuestion = async ({ kind, id }: { kind: QuestionKind; id: string }): Promise<void> => {
  await apiRequest<void>(`${questionsPath(kind)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteQuestion = () => useChangeMutation(deleteQuestion, invalidateAfterQuestionnaireChange);
