import {
  type CreateAdditionalQuestionInput,
  type CreateQuestionInput,
  type Question,
  type QuestionKind,
  questionSchema,
  recordResponseSchema,
} from '@brokerage/shared';
import { questionsPath } from '@/features/questions/api/get-questions';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/record-api';

const questionResponseSchema = recordResponseSchema(questionSchema);

export interface CreateQuestionRequest {
  kind: QuestionKind;
  /** A standard question needs its category; an additional one may have none (`categoryId: null`). */
  input: CreateQuestionInput | CreateAdditionalQuestionInput;
}

/**
 * POST /api/questions (a standard question, in a category) or /api/questions/additional. Answer options without a
 * choice type make it `radio` (SPEC §5); it goes at the end of its category.
 */
export const createQuestion = async ({ kind, input }: CreateQuestionRequest): Promise<Question> =>
  questionResponseSchema.parse(
    await apiRequest<unknown>(questionsPath(kind), { method: 'POST', body: input }),
  ).data;

export const useCreateQuestion = () => useChangeMutation(createQuestion, invalidateAfterQuestionnaireChange);
