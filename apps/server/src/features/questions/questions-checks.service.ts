import {
  type AnswerOption,
  answerOptionsProblem,
  conditionValuesOf,
  createsConditionCycle,
  normalizeQuestionType,
  type ProviderGammesMap,
  type QuestionCondition,
  type QuestionKind,
  type QuestionType,
} from '@brokerage/shared';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { gammes, providerTypes, questionCategories, questions } from '@/db/schema/index.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { type CategoryRef, CONDITIONS_LOCK } from './questions.service.ts';

/** A category the question may be filed under; locked for share so it cannot be deleted meanwhile. */
export const assertCategory = async (db: Executor, categoryId: string) => {
  const [row] = await db
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(eq(questionCategories.id, categoryId))
    .for('share');
  if (!row) throw invalidField('categoryId', 'This category does not exist.');
};

/** Every provider type of the map exists, and every code is a gamme of that provider type. */
export const assertProviderGammes = async (db: Executor, map: ProviderGammesMap) => {
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
export const assertCondition = async (
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
export const nextQuestionOrder = async (db: Executor, kind: QuestionKind, categoryId: string | null) => {
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
export const planTypeAndOptions = (type: QuestionType | undefined, answerOptions: AnswerOption[]) => {
  const nextType = normalizeQuestionType({ type, answerOptions });
  const problem = answerOptionsProblem(nextType, answerOptions);
  if (problem) throw invalidField('answerOptions', problem);
  return { type: nextType, answerOptions };
};

export const categoryRefOf = async (db: Executor, categoryId: string | null): Promise<CategoryRef | null> => {
  if (!categoryId) return null;
  const [category] = await db
    .select({ id: questionCategories.id, name: questionCategories.name, order: questionCategories.order })
    .from(questionCategories)
    .where(eq(questionCategories.id, categoryId));
  return category ?? null;
};
