import type {
  createQuestionCategoryInputSchema,
  QuestionCategory,
  QuestionCategoryListQuery,
  updateQuestionCategoryInputSchema,
} from '@brokerage/shared';
import { questionsErrors, recordErrors } from '@brokerage/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { questionCategories, questions } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { changedFields } from '@/platform/changed-fields.ts';
import { limitOffset, pageOf, searchAcross } from '@/platform/lists.ts';
import { assertTextFree, nextOrder } from '@/platform/record-queries.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';

const refuse = refuser(questionsErrors, recordErrors);

import { auditedInsert, auditedUpdate } from '@/platform/audited-writes.ts';
import { positionOrdering } from '@/platform/record-queries.ts';
import { assertVersion } from '@/platform/versioned-update.ts';

/** Question categories (SPEC §7 Questions: `/questions/categories`), QuestionsModule:categories:*. */

type CategoryRow = typeof questionCategories.$inferSelect;

const ENTITY = 'question-category';

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

const duplicateName = (name: string) => refuse('DUPLICATE', `A category named ${name} already exists.`);

/** Category names are unique regardless of case. */
const assertNameFree = (db: Executor, name: string, exceptId?: string) =>
  assertTextFree({
    db,
    table: questionCategories,
    idColumn: questionCategories.id,
    column: questionCategories.name,
    value: name,
    exceptId,
    clash: () => duplicateName(name),
  });

const countQuestions = async (db: Executor, categoryId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(questions)
    .where(eq(questions.categoryId, categoryId));
  return row?.total ?? 0;
};

const lockCategory = async (db: Executor, id: string) => {
  const [row] = await db.select().from(questionCategories).where(eq(questionCategories.id, id)).for('update');
  if (!row) throw notFound('Category');
  return row;
};

/** `GET /questions/categories`: paged, searched on name, filtered on activity, in questionnaire order by default. */
export const findCategories = async ({ db, query }: { db: Executor; query: QuestionCategoryListQuery }) => {
  const where = and(
    query.active === undefined ? undefined : eq(questionCategories.active, query.active),
    searchAcross(query.search, [questionCategories.name, questionCategories.description]),
  );
  const ordering = positionOrdering(
    query,
    { position: questionCategories.order, title: questionCategories.name, id: questionCategories.id },
    {
      order: questionCategories.order,
      name: questionCategories.name,
      createdAt: questionCategories.createdAt,
    },
  );
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ category: questionCategories, questionCount })
      .from(questionCategories)
      .where(where)
      .orderBy(...ordering)
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
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createQuestionCategoryInputSchema> }): Promise<QuestionCategory> =>
  db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const row = await auditedInsert(tx, {
      table: questionCategories,
      values: {
        ...input,
        order: input.order ?? (await nextOrder(tx, questionCategories, questionCategories.order)),
      },
      duplicate: () => duplicateName(input.name),
      entity: ENTITY,
      actor,
      ip,
    });
    return toCategory(row, 0);
  });

/** Changes any subset of the fields; a change to nothing leaves the row and the history alone. */
export const updateCategory = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & {
  id: string;
  input: z.output<typeof updateQuestionCategoryInputSchema>;
}): Promise<QuestionCategory> =>
  db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const { version, ...fields } = input;
    const current = async () => toCategory(row, await countQuestions(tx, id));
    await assertVersion(row, version, current);
    const changes = changedFields<CategoryRow, 'name' | 'description' | 'order' | 'active'>(row, fields);
    if (changes.name !== undefined) await assertNameFree(tx, changes.name, id);
    let updated = row;
    if (Object.keys(changes).length > 0) {
      updated = await auditedUpdate(tx, {
        table: questionCategories,
        id,
        expected: version,
        set: changes,
        current,
        duplicate: () => duplicateName(changes.name ?? row.name),
        entity: ENTITY,
        actor,
        ip,
        before: row,
      });
    }
    return toCategory(updated, await countQuestions(tx, id));
  });

/** Deletes an empty category; one that still files questions (of either kind) answers 409 HAS_QUESTIONS. */
export const deleteCategory = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const total = await countQuestions(tx, id);
    if (total > 0) {
      throw refuse(
        'HAS_QUESTIONS',
        `The category ${row.name} still has ${total} question(s). Move or delete them first, or deactivate the category.`,
        { questionCount: total },
      );
    }
    await tx.delete(questionCategories).where(eq(questionCategories.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });
