import { type Question, questionsResponseSchema, type ReorderQuestionsInput } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { questionKeys } from '@/features/questions/api/question-keys';
import { apiRequest } from '@/lib/api-client';

/** POST /api/questions/reorder: every standard question of the category once, in its new order. */
export const reorderQuestions = async (input: ReorderQuestionsInput): Promise<Question[]> =>
  questionsResponseSchema.parse(
    await apiRequest<unknown>('/api/questions/reorder', { method: 'POST', body: input }),
  ).data;

export const useReorderQuestions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderQuestions,
    onSuccess: (questions, input) => {
      // The category's new order is known at once, so the move buttons follow without waiting for the refetch.
      queryClient.setQueryData(questionKeys.byCategory(input.categoryId), questions);
      return invalidateAfterQuestionnaireChange(queryClient);
    },
  });
};
