import {
  type AnswerOption,
  answerOptionsProblem,
  baseCodeOf,
  conditionValuesOf,
  createsConditionCycle,
  isChoiceType,
  isSubLine,
  normalizeProviderGammes,
  normalizeQuestionType,
  type ProviderGammesMap,
  type Question,
  type QuestionCondition,
  type QuestionKind,
  type QuestionListQuery,
  type QuestionType,
  recordErrors,
} from '@brokerage/shared';
import { and, asc, count, desc, eq, inArray, isNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { gammes, providerTypes, questionCategories, questions } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { limitOffset, pageOf, searchAcross } from '@/platform/lists.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';

const refuse = refuser(recordErrors);

import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';

/**
 * The questionnaire (SPEC §7 Questions): standard questions filed by category, and additional questions of the
 * same shape (`kind`). Both kinds share these functions; the routes pass the kind they serve.
 */

type QuestionRow = typeof questions.$inferSelect;
type CategoryRef = { id: string; name: string; order: number };
type QuestionChanges = Partial<Omit<QuestionRow, 'id' | 'kind' | 'createdAt' | 'updatedAt'>>;

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

const ENTITY = 'question';

/** Serialises writes that change conditions, so two concurrent edits cannot close a loop between them. */
const CONDITIONS_LOCK = 'questions:conditions';

const nameOf = (kind: QuestionKind) => (kind === 'standard' ? 'Question' : 'Additional question');

const toQuestion = (row: QuestionRow, category: CategoryRef | null): Question => ({
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
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    selectWithCategory(db)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return pageOf(
    rows.map((row) => toQuestion(row.question, row.category)),
    totals?.total ?? 0,
    query,
  );
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

/** A category the question may be filed under; locked for share so it cannot be deleted meanwhile. */
const assertCategory = async (db: Executor, categoryId: string) => {
  const [row] = await db
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(eq(questionCategories.id, categoryId))
    .for('share');
  if (!row) throw invalidField('categoryId', 'This category does not exist.');
};

/** Every provider type of the map exists, and every code is a gamme of that provider type. */
const assertProviderGammes = async (db: Executor, map: ProviderGammesMap) => {
  const providers = Object.keys(map);
  if (providers.length === 0) return;
  const known = await db
    .select({ code: providerTypes.code })
    .from(providerTypes)
    .where(inArray(providerTypes.code, providers));
  const unknown = providers.filter((provider) => !known.some((row) => row.code === provider));
  if (unknown.length > 0) {
    throw invalidField(
      'providerGammes',
      `Unknown provider type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
    );
  }
  const catalogue = await db
    .select({ providerType: gammes.providerType, code: gammes.code })
    .from(gammes)
    .where(inArray(gammes.providerType, providers))
    .for('share'); // a gamme being deleted waits for this question, or this question for its deletion
  for (const [provider, codes] of Object.entries(map)) {
    const missing = codes.filter(
      (code) => !catalogue.some((gamme) => gamme.providerType === provider && gamme.code === code),
    );
    if (missing.length > 0) {
      throw invalidField(
        'providerGammes',
        `Unknown product line${missing.length > 1 ? 's' : ''} ${missing.join(', ')} for ${provider}.`,
      );
    }
  }
};

/**
 * A condition refers to another existing question, compares with a value that question can answer (an option's
 * value, or yes/no), and does not make questions depend on each other in a loop. `questionId` is the question
 * being written (undefined while it is created: nothing can depend on it yet).
 */
const assertCondition = async (
  db: Executor,
  questionId: string | undefined,
  condition: QuestionCondition,
) => {
  if (condition.questionId === questionId) {
    throw invalidField('condition', 'A question cannot depend on its own answer.');
  }
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${CONDITIONS_LOCK}))`);
  const [target] = await db.select().from(questions).where(eq(questions.id, condition.questionId));
  if (!target) throw invalidField('condition', 'The question this one depends on does not exist.');
  const allowed = conditionValuesOf(target);
  if (allowed && !allowed.includes(condition.equals)) {
    throw invalidField(
      'condition.equals',
      `The question "${target.label}" cannot be answered "${condition.equals}"; use one of: ${allowed.join(', ')}.`,
    );
  }
  if (questionId === undefined) return;
  const links = await db
    .select({ id: questions.id, condition: questions.condition })
    .from(questions)
    .where(sql`${questions.condition} is not null`);
  const dependsOn = new Map(links.map((link) => [link.id, link.condition?.questionId ?? null]));
  if (createsConditionCycle(questionId, target.id, (id) => dependsOn.get(id))) {
    throw invalidField('condition', 'This condition would make questions depend on each other in a loop.');
  }
};

/** The next free position at the end of a category (or of the uncategorised questions of that kind). */
const nextQuestionOrder = async (db: Executor, kind: QuestionKind, categoryId: string | null) => {
  const [row] = await db
    .select({ last: max(questions.order) })
    .from(questions)
    .where(
      and(
        eq(questions.kind, kind),
        categoryId ? eq(questions.categoryId, categoryId) : isNull(questions.categoryId),
      ),
    );
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
};

/** The type and options a write ends with, checked against each other (SPEC §5: options force `radio`). */
const planTypeAndOptions = (type: QuestionType | undefined, answerOptions: AnswerOption[]) => {
  const nextType = normalizeQuestionType({ type, answerOptions });
  const problem = answerOptionsProblem(nextType, answerOptions);
  if (problem) throw invalidField('answerOptions', problem);
  return { type: nextType, answerOptions };
};

const categoryRefOf = async (db: Executor, categoryId: string | null): Promise<CategoryRef | null> => {
  if (!categoryId) return null;
  const [category] = await db
    .select({ id: questionCategories.id, name: questionCategories.name, order: questionCategories.order })
    .from(questionCategories)
    .where(eq(questionCategories.id, categoryId));
  return category ?? null;
};

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

/** JSON with object keys sorted: jsonb answers keys in its own order, so plain JSON.stringify would differ. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([left], [right]) => left.localeCompare(right)))
      : inner,
  );

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
