import { type Question, questionsResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionKeys } from '@/features/questions/api/question-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/questions/by-gamme/{id}: the questionnaire of a gamme given by its id (a UUID of the catalogue). */
export const getQuestionsByGammeId = async (gammeId: string, signal?: AbortSignal): Promise<Question[]> =>
  questionsResponseSchema.parse(
    await apiRequest<unknown>(`/api/questions/by-gamme/${encodeURIComponent(gammeId)}`, { signal }),
  ).data;

/**
 * GET /api/questions/provider/{provider}/gamme/{gamme}: the active questions that apply to a gamme code (through
 * its bare line, its exact sub-line, or no assignment at all), by category then order.
 */
export const getGammeQuestionnaire = async (
  provider: string,
  gamme: string,
  signal?: AbortSignal,
): Promise<Question[]> =>
  questionsResponseSchema.parse(
    await apiRequest<unknown>(
      `/api/questions/provider/${encodeURIComponent(provider)}/gamme/${encodeURIComponent(gamme)}`,
      { signal },
    ),
  ).data;

export const gammeQuestionnaireQueryOptions = (provider: string, gamme: string) =>
  queryOptions({
    queryKey: questionKeys.questionnaire(provider, gamme),
    queryFn: ({ signal }) => getGammeQuestionnaire(provider, gamme, signal),
  });

export const useGammeQuestionnaire = (provider: string | undefined, gamme: string | undefined) =>
  useQuery({
    ...gammeQuestionnaireQueryOptions(provider ?? '', gamme ?? ''),
    enabled: Boolean(provider && gamme),
  });
