import type {
  createQuestionCategoryInputSchema,
  QuestionCategory,
  QuestionCategoryListQuery,
  updateQuestionCategoryInputSchema,
} from '@brokerage/shared';
import { questionsErrors, recordErrors } from '@brokerage/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { questionCategories, questions } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { limitOffset, pageOf } from '@/platform/lists.ts';
import { orderedRecords } from '@/platform/ordered-records.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';

/** Question categories (SPEC §7 Questions: `/questions/categories`), QuestionsModule:categories:*. */

const refuse = refuser(questionsErrors, recordErrors);

type CategoryRow = typeof questionCategories.$inferSelect;

const categories = orderedRecords({
  table: questionCategories,
  nameField: 'name',
  entity: 'question-category',
  recordName: 'Category',
  duplicate: (name) => refuse('DUPLICATE', `A category named ${name} already exists.`),
});

/** Questions of either kind filed under the category (written out: Drizzle leaves columns unqualified here). */
const questionCount = sql<number>`(select count(*)::int from "questions" where "questions"."category_id" = "question_categories"."id")`;

const toCategory = (row: CategoryRow, questionTotal: number): QuestionCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  order: row.order,
  active: row.active,
  questionCount: Number(questionTotal),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const countQuestions = async (db: Executor, categoryId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(questions)
    .where(eq(questions.categoryId, categoryId));
  return row?.total ?? 0;
};

/** `GET /questions/categories`: paged, searched on name, filtered on activity, in questionnaire order by default. */
export const findCategories = async ({ db, query }: { db: Executor; query: QuestionCategoryListQuery }) => {
  const where = categories.where(query);
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ category: questionCategories, questionCount })
      .from(questionCategories)
      .where(where)
      .orderBy(...categories.ordering(query))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionCategories).where(where),
  ]);
  return pageOf(
    rows.map((row) => toCategory(row.category, row.questionCount)),
    totals?.total ?? 0,
    query,
  );
};

export const getCategory = async ({ db, id }: { db: Executor; id: string }): Promise<QuestionCategory> => {
  const [row] = await db
    .select({ category: questionCategories, questionCount })
    .from(questionCategories)
    .where(eq(questionCategories.id, id));
  if (!row) throw notFound('Category');
  return toCategory(row.category, row.questionCount);
};

export const createCategory = async ({
  db,
  input,
  ...context
}: WriteContext & { input: z.output<typeof createQuestionCategoryInputSchema> }): Promise<QuestionCategory> =>
  db.transaction(async (tx) => toCategory(await categories.create(tx, { ...context, input }), 0));

/** Changes any subset of the fields; a change to nothing leaves the row and the history alone. */
export const updateCategory = async ({
  db,
  id,
  input,
  ...context
}: WriteContext & {
  id: string;
  input: z.output<typeof updateQuestionCategoryInputSchema>;
}): Promise<QuestionCategory> =>
  db.transaction(async (tx) => {
    const row = await categories.lock(tx, id);
    const current = async () => toCategory(row, await countQuestions(tx, id));
    const updated = await categories.update(tx, { ...context, row, input, current });
    return toCategory(updated, await countQuestions(tx, id));
  });

/** Deletes an empty category; one that still files questions (of either kind) answers 409 HAS_QUESTIONS. */
export const deleteCategory = async ({ db, id, ...context }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await categories.lock(tx, id);
    const total = await countQuestions(tx, id);
    if (total > 0) {
      throw refuse(
        'HAS_QUESTIONS',
        `The category ${row.name} still has ${total} question(s). Move or delete them first, or deactivate the category.`,
        { questionCount: total },
      );
    }
    await categories.remove(tx, { ...context, row });
  });
