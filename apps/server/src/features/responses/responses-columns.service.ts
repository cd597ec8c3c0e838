import {
  appliesToGamme,
  isSubLineOf,
  type ResponseListQuery,
  type ResponseQuestion,
} from '@brokerage/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { questionCategories, questions } from '@/db/schema/index.ts';

/**
 * The columns of the responses table (issue 12): one per question, in the questionnaire's order (standard then
 * additional, by category then position). With a gamme, only the questions of that gamme (general ones
 * included; a product line also shows its sub-lines' questions); inactive questions stay, since older sales hold their answers. One statement.
 */
export const responseQuestions = async (
  db: Executor,
  query: Pick<ResponseListQuery, 'providerType' | 'gammeCode'>,
): Promise<ResponseQuestion[]> => {
  const rows = await db
    .select({
      id: questions.id,
      label: questions.label,
      kind: questions.kind,
      type: questions.type,
      options: questions.answerOptions,
      providerGammes: questions.providerGammes,
    })
    .from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .orderBy(
      asc(questions.kind),
      asc(questionCategories.order),
      asc(questions.order),
      asc(questions.label),
      asc(questions.id),
    );
  const { providerType, gammeCode } = query;
  const applies = (providerGammes: Record<string, string[]>) => {
    if (!gammeCode) return true;
    const providers = providerType ? [providerType] : Object.keys(providerGammes);
    return (
      appliesToGamme(providerGammes, providerType ?? '', gammeCode) ||
      providers.some(
        (provider) =>
          appliesToGamme(providerGammes, provider, gammeCode) ||
          // A product line's table also shows the questions of its sub-lines.
          (providerGammes[provider] ?? []).some((assigned) => isSubLineOf(assigned, gammeCode)),
      )
    );
  };
  return rows
    .filter((row) => applies(row.providerGammes))
    .map(({ providerGammes: _assignments, ...question }) => question);
};
