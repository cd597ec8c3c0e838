import {
  type CreateQuestionCategoryInput,
  type QuestionCategory,
  questionCategorySchema,
  recordResponseSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const categoryResponseSchema = recordResponseSchema(questionCategorySchema);

/** POST /api/questions/categories: at the end of the questionnaire unless an order is given; 409 DUPLICATE. */
export const createCategory = async (input: CreateQuestionCategoryInput): Promise<QuestionCategory> =>
  categoryResponseSchema.parse(
    await apiRequest<unknown>('/api/questions/categories', { method: 'POST', body: input }),
  ).data;

export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateAfterQuestionnaireChange(queryClient),
  });
};
