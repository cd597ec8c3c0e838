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

/**
 * PUT /api/questions/{id} or /api/questions/additional/{id}: any subset of the fields. A standard question's
 * product lines go by PATCH /api/questions/{id} (SPEC §7: PATCH sends providerGammes), after the PUT; an
 * additional question has no PATCH and takes them in its PUT.
 */
export const updateQuestion = async ({ kind, id, input }: UpdateQuestionRequest): Promise<Question> => {
  const path = `${questionsPath(kind)}/${encodeURIComponent(id)}`;
  if (kind === 'additional' || input.providerGammes === undefined) {
    return questionResponseSchema.parse(await apiRequest<unknown>(path, { method: 'PUT', body: input })).data;
  }
  const { providerGammes, ...fields } = input;
  await apiRequest<unknown>(path, { method: 'PUT', body: fields });
  return questionResponseSchema.parse(
    await apiRequest<unknown>(path, { method: 'PATCH', body: { providerGammes } }),
  ).data;
};

export const useUpdateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    // Also after a failure: the PUT may have gone through before the PATCH failed.
    onSettled: () => invalidateAfterQuestionnaireChange(queryClient),
  });
};
