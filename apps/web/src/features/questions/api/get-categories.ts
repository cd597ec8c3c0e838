import {
  type ListResponse,
  listResponseSchema,
  type QuestionCategory,
  questionCategorySchema,
} from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { questionKeys } from '@/features/questions/api/question-keys';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

const categoriesPageSchema = listResponseSchema(questionCategorySchema);

/** GET /api/questions/categories: one page, in questionnaire order, with each category's question count. */
export const getCategories = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<QuestionCategory>> =>
  categoriesPageSchema.parse(await apiRequest<unknown>('/api/questions/categories', { query, signal }));

export const categoriesQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: questionKeys.categoryList(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCategories = (query: ListQueryParams) => useQuery(categoriesQueryOptions(query));

/** Every category in questionnaire order, for selects and filters. */
export const getAllCategories = (signal?: AbortSignal): Promise<QuestionCategory[]> =>
  fetchAllPages((page, pageSize) => getCategories({ page, pageSize }, signal));

export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.categoryOptions(),
    queryFn: ({ signal }) => getAllCategories(signal),
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
