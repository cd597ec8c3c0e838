import {
  type QuestionCategory,
  questionCategorySchema,
  recordResponseSchema,
  type UpdateQuestionCategoryInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const categoryResponseSchema = recordResponseSchema(questionCategorySchema);

/** PUT /api/questions/categories/{id}: any subset of the fields; 409 DUPLICATE on a taken name. */
export const updateCategory = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateQuestionCategoryInput;
}): Promise<QuestionCategory> =>
  categoryResponseSchema.parse(
    await apiRequest<unknown>(`/api/questions/categories/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
    }),
  ).data;

export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => invalidateAfterQuestionnaireChange(queryClient),
  });
};
