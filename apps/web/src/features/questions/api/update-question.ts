import {
  type Question,
  type QuestionKind,
  questionSchema,
  recordResponseSchema,
  type UpdateAdditionalQuestionInput,
  type UpdateQuestionInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionsPath } from '@/features/questions/api/get-questions';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const questionResponseSchema = recordResponseSchema(questionSchema);

export interface UpdateQuestionRequest {
  kind: QuestionKind;
  id: string;
  /** `categoryId: null` detaches an additional question; a standard one always keeps a category. */
  input: UpdateQuestionInput | UpdateAdditionalQuestionInput;
}

/** PUT /api/questions/{id} or /api/questions/additional/{id}: any subset of the fields. */
export const updateQuestion = async ({ kind, id, input }: UpdateQuestionRequest): Promise<Question> =>
  questionResponseSchema.parse(
    await apiRequest<unknown>(`${questionsPath(kind)}/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
    }),
  ).data;

export const useUpdateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => invalidateAfterQuestionnaireChange(queryClient),
  });
};
