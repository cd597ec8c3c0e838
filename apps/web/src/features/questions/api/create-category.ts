import {
  type CreateQuestionCategoryInput,
  type QuestionCategory,
  questionCategorySchema,
} from '@brokerage/shared';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/questions/categories: at the end of the questionnaire unless an order is given; 409 DUPLICATE. */
export const createCategory = postRecord<CreateQuestionCategoryInput, QuestionCategory>(
  '/api/questions/categories',
  questionCategorySchema,
);

export const useCreateCategory = () => useChangeMutation(createCategory, invalidateAfterQuestionnaireChange);
