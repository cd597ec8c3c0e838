import {
  type AnswerOption,
  baseCodeOf,
  isSubLine,
  type Question,
  type QuestionCondition,
  type QuestionKind,
  type QuestionListQuery,
  type QuestionType,
} from '@brokerage/shared';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { gammes, questionCategories, questions } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { pagedList, searchAcross } from '@/platform/lists.ts';

/**
 * The questionnaire (SPEC §7 Questions): standard questions filed by category, and additional questions of the
 * same shape (`kind`). Both kinds share these functions; the routes pass the kind they serve.
 */

export type QuestionRow = typeof questions.$inferSelect;
export type CategoryRef = { id: string; name: string; order: number };
export type QuestionChanges = Partial<Omit<QuestionRow, 'id' | 'kind' | 'createdAt' | 'updatedAt'>>;

/** The fields of a question as a create or an update gives them (already validated by the shared schemas). */
export interface QuestionInput {
  categoryId?: string | null | undefined;
  label?: string | undefined;
  helpText?: string | undefined;
  type?: QuestionType | undefined;
  answerOptions?: AnswerOption[] | undefined;
  required?: boolean | undefined;
  order?: number | undefined;
  active?: boolean | undefined;
  condition?: QuestionCondition | null | undefined;
  providerGammes?: Record<string, string[]> | undefined;
  /** On updates: the version the client loaded (optimistic concurrency). */
  version?: number | undefined;
}

export const ENTITY = 'question';

/** Serialises writes that change conditions, so two concurrent edits cannot close a loop between them. */
export const CONDITIONS_LOCK = 'questions:conditions';

export const nameOf = (kind: QuestionKind) => (kind === 'standard' ? 'Question' : 'Additional question');

export const toQuestion = (row: QuestionRow, category: CategoryRef | null): Question => ({
  id: row.id,
  kind: row.kind,
  categoryId: row.categoryId,
  category: category?.id ? { id: category.id, name: category.name, order: category.order } : null,
  label: row.label,
  helpText: row.helpText,
  type: row.type as QuestionType,
  answerOptions: row.answerOptions,
  required: row.required,
  order: row.order,
  active: row.active,
  condition: row.condition ?? null,
  providerGammes: row.providerGammes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const selectWithCategory = (db: Executor) =>
  db
    .select({
      question: questions,
      category: { id: questionCategories.id, name: questionCategories.name, order: questionCategories.order },
    })
    .from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId));

/** Questionnaire order: the categories' order, then the questions' order within each. */
const questionnaireOrder = (direction: typeof asc | typeof desc = asc): SQL[] => [
  sql`${questionCategories.order} ${direction === desc ? sql`desc` : sql`asc`} nulls first`,
  direction(questionCategories.name),
  direction(questions.order),
  asc(questions.label),
  asc(questions.id),
];

/**
 * The SQL twin of `appliesToGamme`: the question is assigned to no gamme, or its codes for the provider hold the
 * gamme itself or (for a sub-line) its bare line. Maps are stored normalised, so "no gamme" is `{}`.
 */
export const appliesToGammeSql = (provider: string, code: string): SQL => {
  const holds = (held: string) =>
    sql`${questions.providerGammes} @> ${JSON.stringify({ [provider]: [held] })}::jsonb`;
  return or(
    sql`${questions.providerGammes} = '{}'::jsonb`,
    holds(code),
    isSubLine(code) ? holds(baseCodeOf(code)) : undefined,
  ) as SQL;
};

/** `GET /questions` and `GET /questions/additional`: filtered, searched on label and help text, paged. */
export const findQuestions = async ({
  db,
  kind,
  query,
}: {
  db: Executor;
  kind: QuestionKind;
  query: QuestionListQuery;
}) => {
  const where = and(
    eq(questions.kind, kind),
    query.categoryId ? eq(questions.categoryId, query.categoryId) : undefined,
    query.type ? eq(questions.type, query.type) : undefined,
    query.active === undefined ? undefined : eq(questions.active, query.active),
    query.providerType && query.gamme ? appliesToGammeSql(query.providerType, query.gamme) : undefined,
    query.providerType && !query.gamme
      ? or(
          sql`${questions.providerGammes} = '{}'::jsonb`,
          sql`${questions.providerGammes} ? ${query.providerType}`,
        )
      : undefined,
    searchAcross(query.search, [questions.label, questions.helpText]),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const ordering =
    query.sort === 'label'
      ? [direction(questions.label), asc(questions.id)]
      : query.sort === 'createdAt'
        ? [direction(questions.createdAt), asc(questions.id)]
        : questionnaireOrder(direction);
  return pagedList({
    db,
    table: questions,
    where,
    query,
    readPage: (limit, offset) =>
      selectWithCategory(db)
        .where(where)
        .orderBy(...ordering)
        .limit(limit)
        .offset(offset),
    toItem: (row) => toQuestion(row.question, row.category),
  });
};

export const getQuestion = async ({
  db,
  kind,
  id,
}: {
  db: Executor;
  kind: QuestionKind;
  id: string;
}): Promise<Question> => {
  const [row] = await selectWithCategory(db).where(and(eq(questions.id, id), eq(questions.kind, kind)));
  if (!row) throw notFound(nameOf(kind));
  return toQuestion(row.question, row.category);
};

/** `GET /questions/by-category/{id}`: every standard question of the category, active or not, in order. */
export const listCategoryQuestions = async ({ db, categoryId }: { db: Executor; categoryId: string }) => {
  const [category] = await db
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(eq(questionCategories.id, categoryId));
  if (!category) throw notFound('Category');
  const rows = await selectWithCategory(db)
    .where(and(eq(questions.kind, 'standard'), eq(questions.categoryId, categoryId)))
    .orderBy(asc(questions.order), asc(questions.label), asc(questions.id));
  return rows.map((row) => toQuestion(row.question, row.category));
};

/**
 * The questionnaire of one gamme: the active standard questions of active categories that apply to it (through
 * its bare line, its exact sub-line, or no assignment at all), by category order then question order.
 */
const questionnaireOf = async (db: Executor, provider: string, code: string) => {
  const rows = await selectWithCategory(db)
    .where(
      and(
        eq(questions.kind, 'standard'),
        eq(questions.active, true),
        or(isNull(questionCategories.id), eq(questionCategories.active, true)),
        appliesToGammeSql(provider, code),
      ),
    )
    .orderBy(...questionnaireOrder());
  return rows.map((row) => toQuestion(row.question, row.category));
};

/** `GET /questions/provider/{provider}/gamme/{gamme}`; 404 when the provider type has no such gamme. */
export const listGammeQuestions = async ({
  db,
  provider,
  code,
}: {
  db: Executor;
  provider: string;
  code: string;
}) => {
  const [gamme] = await db
    .select({ id: gammes.id })
    .from(gammes)
    .where(and(eq(gammes.providerType, provider), eq(gammes.code, code)));
  if (!gamme) throw notFound('Gamme');
  return questionnaireOf(db, provider, code);
};

/** `GET /questions/by-gamme/{id}`: the same questionnaire, the gamme named by its id. */
export const listGammeQuestionsById = async ({ db, gammeId }: { db: Executor; gammeId: string }) => {
  const [gamme] = await db.select().from(gammes).where(eq(gammes.id, gammeId));
  if (!gamme) throw notFound('Gamme');
  return questionnaireOf(db, gamme.providerType, gamme.code);
};
