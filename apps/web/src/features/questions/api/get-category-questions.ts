import { type Question, questionsResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionKeys } from '@/features/questions/api/question-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/questions/by-category/{id}: every standard question of the category, active or not, in order. */
export const getCategoryQuestions = async (categoryId: string, signal?: AbortSignal): Promise<Question[]> =>
  questionsResponseSchema.parse(
    await apiRequest<unknown>(`/api/questions/by-category/${encodeURIComponent(categoryId)}`, { signal }),
  ).data;

export const categoryQuestionsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: questionKeys.byCategory(categoryId),
    queryFn: ({ signal }) => getCategoryQuestions(categoryId, signal),
  });

export const useCategoryQuestions = (categoryId: string | null | undefined) =>
  useQuery({ ...categoryQuestionsQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) });
