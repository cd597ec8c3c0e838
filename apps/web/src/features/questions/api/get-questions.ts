import {
  type ListResponse,
  listResponseSchema,
  type Question,
  type QuestionKind,
  questionSchema,
} from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { questionKeys } from '@/features/questions/api/question-keys';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

const questionsPageSchema = listResponseSchema(questionSchema);

/** The collection path of a kind of question (SPEC §7 Questions). */
export const questionsPath = (kind: QuestionKind): string =>
  kind === 'additional' ? '/api/questions/additional' : '/api/questions';

/**
 * GET /api/questions or /api/questions/additional: one page, filtered by category, gamme (`providerType` and
 * `gamme` together), type and activity, searched on the label; in questionnaire order unless sorted otherwise.
 */
export const getQuestions = async (
  kind: QuestionKind,
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<Question>> =>
  questionsPageSchema.parse(await apiRequest<unknown>(questionsPath(kind), { query, signal }));

export const questionsQueryOptions = (kind: QuestionKind, query: ListQueryParams) =>
  queryOptions({
    queryKey: questionKeys.list(kind, query),
    queryFn: ({ signal }) => getQuestions(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export const useQuestions = (kind: QuestionKind, query: ListQueryParams) =>
  useQuery(questionsQueryOptions(kind, query));

/** Every question of a kind in questionnaire order: what a condition may depend on. */
export const questionOptionsQueryOptions = (kind: QuestionKind) =>
  queryOptions({
    queryKey: questionKeys.options(kind),
    queryFn: ({ signal }) =>
      fetchAllPages((page, pageSize) => getQuestions(kind, { page, pageSize }, signal)),
  });

export const useQuestionOptions = (kind: QuestionKind, enabled = true) =>
  useQuery({ ...questionOptionsQueryOptions(kind), enabled });

const NO_QUESTIONS: Question[] = [];

/**
 * The questions a condition may depend on: the standard questionnaire, and for an additional question the other
 * additional questions too. Empty while loading.
 */
export const useQuestionCandidates = (kind: QuestionKind): Question[] => {
  const standard = useQuestionOptions('standard');
  const additional = useQuestionOptions('additional', kind === 'additional');
  return useMemo(
    () =>
      kind === 'additional'
        ? [...(standard.data ?? NO_QUESTIONS), ...(additional.data ?? NO_QUESTIONS)]
        : (standard.data ?? NO_QUESTIONS),
    [kind, standard.data, additional.data],
  );
};
