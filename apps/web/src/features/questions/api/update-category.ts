import {
  type QuestionCategory,
  questionCategorySchema,
  type UpdateQuestionCategoryInput,
} from '@brokerage/shared';
import { invalidateAfterQuestionnaireChange } from '@/features/questions/api/invalidate';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/questions/categories/{id}: any subset of the fields; 409 DUPLICATE on a taken name. */
export const updateCategory = putRecord<UpdateQuestionCategoryInput, QuestionCategory>(
  '/api/questions/categories',
  questionCategorySchema,
);

export const useUpdateCategory = () => useChangeMutation(updateCategory, invalidateAfterQuestionnaireChange);
