import {
  isChoiceType,
  normalizeProviderGammes,
  type Question,
  type QuestionKind,
  type QuestionType,
  recordErrors,
} from '@brokerage/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { questionCategories, questions } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { canonical } from '@/platform/canonical-json.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';
import {
  CONDITIONS_LOCK,
  ENTITY,
  listCategoryQuestions,
  nameOf,
  type QuestionChanges,
  type QuestionInput,
  type QuestionRow,
  toQuestion,
} from './questions.service.ts';
import {
  assertCategory,
  assertCondition,
  assertProviderGammes,
  categoryRefOf,
  nextQuestionOrder,
  planTypeAndOptions,
} from './questions-checks.service.ts';

const refuse = refuser(recordErrors);

export const createQuestion = async ({
  db,
  actor,
  ip,
  kind,
  input,
}: WriteContext & { kind: QuestionKind; input: QuestionInput & { label: string } }): Promise<Question> =>
  db.transaction(async (tx) => {
    const categoryId = input.categoryId ?? null;
    if (categoryId) await assertCategory(tx, categoryId);
    else if (kind === 'standard') throw invalidField('categoryId', 'A question belongs to a category.');
    const { type, answerOptions } = planTypeAndOptions(input.type, input.answerOptions ?? []);
    const providerGammes = normalizeProviderGammes(input.providerGammes ?? {});
    await assertProviderGammes(tx, providerGammes);
    const condition = input.condition ?? null;
    if (condition) await assertCondition(tx, undefined, condition);
    const [row] = await tx
      .insert(questions)
      .values({
        kind,
        categoryId,
        label: input.label,
        helpText: input.helpText ?? '',
        type,
        answerOptions,
        required: input.required ?? false,
        order: input.order ?? (await nextQuestionOrder(tx, kind, categoryId)),
        active: input.active ?? true,
        condition,
        providerGammes,
      })
      .returning();
    if (!row) throw new Error('question not created');
    await recordAudit({ db: tx, actor, action: 'create', entity: ENTITY, entityId: row.id, after: row, ip });
    return toQuestion(row, await categoryRefOf(tx, categoryId));
  });

const lockQuestion = async (db: Executor, kind: QuestionKind, id: string) => {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.kind, kind)))
    .for('update');
  if (!row) throw notFound(nameOf(kind));
  return row;
};

/** Writes the fields that really change and their one audit entry; no change leaves the row and the history alone. */
const writeQuestion = async (
  tx: Executor,
  row: QuestionRow,
  changes: QuestionChanges,
  {
    actor,
    ip,
    expected,
  }: {
    actor: AuditActor;
    ip: string | undefined;
    /** The version the client named; 'locked' for a bulk reorder, which holds the row lock and names none. */
    expected: number | undefined | 'locked';
  },
) => {
  const changed = Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) =>
        value !== undefined && canonical(value) !== canonical(row[field as keyof QuestionRow]),
    ),
  ) as QuestionChanges;
  if (Object.keys(changed).length === 0) return row;
  const updated =
    expected === 'locked'
      ? (
          await tx
            .update(questions)
            .set({ ...changed, version: sql`${questions.version} + 1` })
            .where(eq(questions.id, row.id))
            .returning()
        )[0]
      : await versionedUpdate(tx, {
          table: questions,
          id: row.id,
          expected,
          set: changed,
          current: async () => toQuestion(row, await categoryRefOf(tx, row.categoryId)),
        });
  if (!updated) throw notFound(nameOf(row.kind));
  await recordAudit({
    db: tx,
    actor,
    action: 'update',
    entity: ENTITY,
    entityId: row.id,
    before: row,
    after: updated,
    ip,
  });
  return updated;
};

/**
 * Changes any subset of the fields. Type and options are judged together after the change: options force
 * `radio` (SPEC §5), and a non-choice type sent without options drops the question's options. A question moved
 * to another category without an order goes to the end of it.
 */
export const updateQuestion = async ({
  db,
  actor,
  ip,
  kind,
  id,
  input,
}: WriteContext & { kind: QuestionKind; id: string; input: QuestionInput }): Promise<Question> =>
  db.transaction(async (tx) => {
    const row = await lockQuestion(tx, kind, id);
    await assertVersion(row, input.version, async () =>
      toQuestion(row, await categoryRefOf(tx, row.categoryId)),
    );
    const changes: QuestionChanges = {
      label: input.label,
      helpText: input.helpText,
      required: input.required,
      active: input.active,
      order: input.order,
    };

    if (input.categoryId !== undefined && input.categoryId !== row.categoryId) {
      if (input.categoryId) await assertCategory(tx, input.categoryId);
      else if (kind === 'standard') throw invalidField('categoryId', 'A question belongs to a category.');
      changes.categoryId = input.categoryId;
      if (input.order === undefined) changes.order = await nextQuestionOrder(tx, kind, input.categoryId);
    }

    if (input.type !== undefined || input.answerOptions !== undefined) {
      const options =
        input.answerOptions ??
        (input.type !== undefined && !isChoiceType(input.type) ? [] : row.answerOptions);
      Object.assign(changes, planTypeAndOptions(input.type ?? (row.type as QuestionType), options));
    }

    if (input.providerGammes !== undefined) {
      changes.providerGammes = normalizeProviderGammes(input.providerGammes);
      await assertProviderGammes(tx, changes.providerGammes);
    }

    if (input.condition !== undefined && canonical(input.condition) !== canonical(row.condition)) {
      if (input.condition) await assertCondition(tx, id, input.condition);
      changes.condition = input.condition;
    }

    const updated = await writeQuestion(tx, row, changes, { actor, ip, expected: input.version });
    return toQuestion(updated, await categoryRefOf(tx, updated.categoryId));
  });

/** Deletes a question no other question depends on (409 IN_USE naming them); retire it with `active: false`. */
export const deleteQuestion = async ({
  db,
  actor,
  ip,
  kind,
  id,
}: WriteContext & { kind: QuestionKind; id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockQuestion(tx, kind, id);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CONDITIONS_LOCK}))`);
    const dependants = await tx
      .select({ id: questions.id, label: questions.label })
      .from(questions)
      .where(
        and(
          sql`${questions.condition} @> ${JSON.stringify({ questionId: id })}::jsonb`,
          ne(questions.id, id),
        ),
      );
    if (dependants.length > 0) {
      const labels = dependants.map((question) => question.label).sort();
      throw refuse(
        'IN_USE',
        `Other questions are shown depending on this one's answer (${labels.join(', ')}). Change their condition first, or deactivate this question.`,
        { questions: dependants.map((question) => question.id) },
      );
    }
    await tx.delete(questions).where(eq(questions.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });

/**
 * `POST /questions/reorder`: `ids` lists every standard question of the category once, in the new order; each
 * question's order becomes its index. Only questions whose position changes are written (one audit entry each).
 */
export const reorderQuestions = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: { categoryId: string; ids: string[] } }): Promise<Question[]> =>
  db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: questionCategories.id })
      .from(questionCategories)
      .where(eq(questionCategories.id, input.categoryId))
      .for('share');
    if (!category) throw invalidField('categoryId', 'This category does not exist.');
    const rows = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.kind, 'standard'), eq(questions.categoryId, input.categoryId)))
      .orderBy(asc(questions.id))
      .for('update');
    const strangers = input.ids.filter((questionId) => !rows.some((row) => row.id === questionId));
    if (strangers.length > 0) {
      throw invalidField('ids', `Not questions of this category: ${strangers.join(', ')}.`);
    }
    const missing = rows.filter((row) => !input.ids.includes(row.id));
    if (missing.length > 0) {
      throw invalidField(
        'ids',
        `List every question of the category; missing: ${missing.map((row) => row.label).join(', ')}.`,
      );
    }
    for (const [index, questionId] of input.ids.entries()) {
      const row = rows.find((candidate) => candidate.id === questionId);
      if (row) await writeQuestion(tx, row, { order: index }, { actor, ip, expected: 'locked' });
    }
    return listCategoryQuestions({ db: tx, categoryId: input.categoryId });
  });
