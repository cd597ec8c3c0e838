import {
  CLIENT_MESSAGES,
  catalogueGammeSchema,
  listResponseSchema,
  type Question,
  questionSchema,
} from '@brokerage/shared';
import { getAllCategories } from '@/features/questions/api/get-categories';
import { getCategoryQuestions } from '@/features/questions/api/get-category-questions';
import { getQuestionsByGammeId } from '@/features/questions/api/get-gamme-questions';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { fetchAllPages } from '@/lib/csv';

/**
 * SPEC §7/§8: one question by id. The direct call may miss (404, or an answer without data); the client then
 * searches every category, then every gamme's questionnaire, and only then gives up with the spec's message.
 */

/** Thrown when a question (or additional question) cannot be found; its message is SPEC §8's, word for word. */
export class QuestionNotFoundError extends Error {
  readonly questionId: string;

  constructor(questionId: string) {
    super(CLIENT_MESSAGES.questionNotFound);
    this.name = 'QuestionNotFoundError';
    this.questionId = questionId;
  }
}

const gammesPageSchema = listResponseSchema(catalogueGammeSchema);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The question a `{ data }` body carries, or null when it carries none. */
const readQuestion = (body: unknown): Question | null =>
  isRecord(body) && isRecord(body.data) ? questionSchema.parse(body.data) : null;

/** The direct GET; null when the server has no such record (404) or answered without data. */
const getDirect = async (path: string, signal?: AbortSignal): Promise<Question | null> => {
  try {
    return readQuestion(await apiRequest<unknown>(path, { signal }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

/** Looks for the id in each list in turn; a list that vanished meanwhile (404) is skipped. */
const findIn = async (
  id: string,
  sources: readonly string[],
  load: (source: string) => Promise<Question[]>,
): Promise<Question | null> => {
  for (const source of sources) {
    let questions: Question[];
    try {
      questions = await load(source);
    } catch (error) {
      if (isNotFound(error)) continue;
      throw error;
    }
    const hit = questions.find((question) => question.id === id);
    if (hit) return hit;
  }
  return null;
};

/** GET /api/insurance/gammes, every page of the largest size (100). */
const getAllGammeIds = async (signal?: AbortSignal): Promise<string[]> =>
  (
    await fetchAllPages(async (page, pageSize) =>
      gammesPageSchema.parse(
        await apiRequest<unknown>('/api/insurance/gammes', { query: { page, pageSize }, signal }),
      ),
    )
  ).map((gamme) => gamme.id);

/**
 * GET /api/questions/{id}; on a miss, every category (GET /api/questions/categories, then
 * /api/questions/by-category/{id}), then every gamme (GET /api/insurance/gammes, then /api/questions/by-gamme/{id}).
 * Rejects with QuestionNotFoundError when none holds it; other failures (403, network) are rethrown as they are.
 */
export const fetchQuestion = async (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Question> => {
  const direct = await getDirect(`/api/questions/${encodeURIComponent(id)}`, signal);
  if (direct) return direct;

  const categoryIds = (await getAllCategories(signal)).map((category) => category.id);
  const inCategory = await findIn(id, categoryIds, (categoryId) => getCategoryQuestions(categoryId, signal));
  if (inCategory) return inCategory;

  const gammeIds = await getAllGammeIds(signal);
  const inGamme = await findIn(id, gammeIds, (gammeId) => getQuestionsByGammeId(gammeId, signal));
  if (inGamme) return inGamme;

  throw new QuestionNotFoundError(id);
};

/** GET /api/questions/additional/{id}; a 404 or an answer without data rejects with QuestionNotFoundError. */
export const fetchAdditionalQuestion = async (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Question> => {
  const question = await getDirect(`/api/questions/additional/${encodeURIComponent(id)}`, signal);
  if (!question) throw new QuestionNotFoundError(id);
  return question;
};
