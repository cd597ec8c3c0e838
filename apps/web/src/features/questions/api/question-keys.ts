import type { QuestionKind } from '@brokerage/shared';
import type { ListQueryParams } from '@/lib/list-params';

/**
 * Query keys of the questionnaire (questions of both kinds, categories, a gamme's questionnaire). Every mutation
 * invalidates `questionKeys.all`: a question's change moves the category counts and the questionnaires too.
 */
export const questionKeys = {
  all: ['questions'] as const,
  lists: () => [...questionKeys.all, 'list'] as const,
  list: (kind: QuestionKind, query: ListQueryParams) => [...questionKeys.lists(), kind, query] as const,
  /** Every question of a kind, for the condition picker. */
  options: (kind: QuestionKind) => [...questionKeys.all, 'options', kind] as const,
  byCategory: (categoryId: string) => [...questionKeys.all, 'by-category', categoryId] as const,
  questionnaire: (provider: string, gamme: string) =>
    [...questionKeys.all, 'questionnaire', provider, gamme] as const,
  categories: () => [...questionKeys.all, 'categories'] as const,
  categoryList: (query: ListQueryParams) => [...questionKeys.categories(), 'list', query] as const,
  categoryOptions: () => [...questionKeys.categories(), 'options'] as const,
};
