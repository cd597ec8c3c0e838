import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';

export interface AnswerOption {
  value: string;
  label: string;
}

/** Show the question only when another question's answer equals a value. */
export interface QuestionCondition {
  questionId: string;
  equals: string;
}

/** provider type → gamme codes; a bare code covers all its sub-lines, a dotted code one sub-line. */
export type ProviderGammes = Record<string, string[]>;

export const questionCategories = pgTable('question_categories', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  order: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  version: version(),
  ...timestamps,
});

/**
 * The needs-analysis questionnaire. `kind` separates the standard questions from the additional ones,
 * which SPEC §3 gives the same shape.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    kind: text().$type<'standard' | 'additional'>().notNull().default('standard'),
    categoryId: uuid().references(() => questionCategories.id),
    label: text().notNull(),
    helpText: text().notNull().default(''),
    type: text().notNull(),
    answerOptions: jsonb().$type<AnswerOption[]>().notNull().default([]),
    required: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    condition: jsonb().$type<QuestionCondition>(),
    providerGammes: jsonb().$type<ProviderGammes>().notNull().default({}),
    version: version(),
    ...timestamps,
  },
  (table) => [index().on(table.kind, table.categoryId, table.order), index().on(table.type)],
);
