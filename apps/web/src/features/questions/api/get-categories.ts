import { questionCategorySchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionKeys } from '@/features/questions/api/question-keys';
import { fetchAllPages } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/questions/categories: one page, in questionnaire order, with each category's question count. */
export const getCategories = getPage('/api/questions/categories', questionCategorySchema);

export const categoriesQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(questionKeys.categoryList(query), getCategories, query);

export const useCategories = (query: ListQueryParams) => useQuery(categoriesQueryOptions(query));

/** Every category in questionnaire order, for selects and filters. */
export const getAllCategories = (signal?: AbortSignal) =>
  fetchAllPages((page, pageSize) => getCategories({ page, pageSize }, signal));

export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.categoryOptions(),
    queryFn: ({ signal }) => getAllCategories(signal),
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
