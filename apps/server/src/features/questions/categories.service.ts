import type { QuestionCategory, QuestionCategoryListQuery } from '@brokerage/shared';
import { questionsErrors, recordErrors } from '@brokerage/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { questionCategories, questions } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { pagedList } from '@/platform/lists.ts';
import { orderedRecords } from '@/platform/ordered-records.ts';
import { refuser } from '@/platform/refusals.ts';

/** Question categories (SPEC §7 Questions: `/questions/categories`), QuestionsModule:categories:*. */

const refuse = refuser(questionsErrors, recordErrors);

type CategoryRow = typeof questionCategories.$inferSelect;

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

const categories = orderedRecords({
  table: questionCategories,
  nameField: 'name',
  entity: 'question-category',
  recordName: 'Category',
  duplicate: (name) => refuse('DUPLICATE', `A category named ${name} already exists.`),
  present: async (tx, row) => toCategory(row, await countQuestions(tx, row.id)),
  deletable: async (tx, row) => {
    const total = await countQuestions(tx, row.id);
    if (total > 0) {
      throw refuse(
        'HAS_QUESTIONS',
        `The category ${row.name} still has ${total} question(s). Move or delete them first, or deactivate the category.`,
        { questionCount: total },
      );
    }
  },
});

/** Questions of either kind filed under the category (written out: Drizzle leaves columns unqualified here). */
const questionCount = sql<number>`(select count(*)::int from "questions" where "questions"."category_id" = "question_categories"."id")`;

/** `GET /questions/categories`: paged, searched on name, filtered on activity, in questionnaire order by default. */
export const findCategories = async ({ db, query }: { db: Executor; query: QuestionCategoryListQuery }) => {
  const where = categories.where(query);
  return pagedList({
    db,
    table: questionCategories,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select({ category: questionCategories, questionCount })
        .from(questionCategories)
        .where(where)
        .orderBy(...categories.ordering(query))
        .limit(limit)
        .offset(offset),
    toItem: (row) => toCategory(row.category, row.questionCount),
  });
};

export const getCategory = async ({ db, id }: { db: Executor; id: string }): Promise<QuestionCategory> => {
  const [row] = await db
    .select({ category: questionCategories, questionCount })
    .from(questionCategories)
    .where(eq(questionCategories.id, id));
  if (!row) throw notFound('Category');
  return toCategory(row.category, row.questionCount);
};

/** At the end of the questionnaire unless an order is given; a new category files no question yet. */
export const createCategory = categories.create;

/** Changes any subset of the fields; a change to nothing leaves the row and the history alone. */
export const updateCategory = categories.update;

/** Deletes an empty category; one that still files questions (of either kind) answers 409 HAS_QUESTIONS. */
export const deleteCategory = categories.remove;
