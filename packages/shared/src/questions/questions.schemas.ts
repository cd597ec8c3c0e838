import { z } from 'zod';
import { gammeCodeSchema, providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema, queryBooleanSchema } from '../lists/list.schemas.ts';
import { displayOrderSchema, orderedRecordSchemas } from '../lists/ordered-record.schemas.ts';
import { multiLineText, singleLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import {
  answerOptionsProblem,
  duplicateOptionValues,
  normalizeQuestionType,
  QUESTION_KINDS,
  QUESTION_TYPES,
} from './questions.rules.ts';

export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const questionKindSchema = z.enum(QUESTION_KINDS);

export const answerOptionSchema = z.object({
  value: singleLineText().min(1).max(200),
  label: singleLineText().min(1).max(500),
});

export const answerOptionsSchema = z
  .array(answerOptionSchema)
  .max(100)
  .refine((options) => duplicateOptionValues(options).length === 0, {
    message: 'Each answer option needs its own value',
  });

export const questionConditionSchema = z.object({
  questionId: z.uuid(),
  equals: singleLineText().min(1).max(200),
});

/** Provider type → gamme codes; a bare code covers all its sub-lines, a dotted code one sub-line (SPEC §3, §5). */
export const providerGammesSchema = z
  .record(providerTypeCodeSchema, z.array(gammeCodeSchema).max(200))
  .refine((map) => Object.keys(map).length <= 50, { message: 'At most 50 provider types' });

export const questionCategoryRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  order: z.number().int(),
});
export type QuestionCategoryRef = z.infer<typeof questionCategoryRefSchema>;

export const questionSchema = z.object({
  id: z.uuid(),
  kind: questionKindSchema,
  categoryId: z.uuid().nullable(),
  category: questionCategoryRefSchema.nullable(),
  label: z.string(),
  helpText: z.string(),
  type: questionTypeSchema,
  answerOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  order: z.number().int(),
  active: z.boolean(),
  condition: z.object({ questionId: z.uuid(), equals: z.string() }).nullable(),
  providerGammes: z.record(z.string(), z.array(z.string())),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** Every question of a category or of a gamme's questionnaire, unpaged, in questionnaire order. */
export const questionsResponseSchema = z.object({ data: z.array(questionSchema) });

export const QUESTION_SORTABLE = ['order', 'label', 'createdAt'] as const;
export type QuestionSort = (typeof QUESTION_SORTABLE)[number];

/**
 * `GET /questions` and `GET /questions/additional`. `gamme` (with its `providerType`) keeps the questions that
 * apply to that gamme; sorting by `order` (the default) follows the categories' order, then the questions'.
 */
export const questionListQuerySchema = listQuerySchema(QUESTION_SORTABLE)
  .extend({
    categoryId: z.uuid().optional(),
    providerType: providerTypeCodeSchema.optional(),
    gamme: gammeCodeSchema.optional(),
    type: questionTypeSchema.optional(),
    active: queryBooleanSchema.optional(),
  })
  .refine((query) => query.gamme === undefined || query.providerType !== undefined, {
    message: 'Give the providerType of the gamme',
    path: ['providerType'],
  });
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

const labelSchema = singleLineText().min(1).max(500);
const helpTextSchema = multiLineText().max(2_000);

/** A choice type needs answer options (repeated values are the options' own check). */
const checkAnswerOptions = (
  input: {
    type?: z.infer<typeof questionTypeSchema> | undefined;
    answerOptions: z.infer<typeof answerOptionsSchema>;
  },
  context: z.RefinementCtx,
) => {
  if (input.answerOptions.length > 0) return;
  const problem = answerOptionsProblem(normalizeQuestionType(input), input.answerOptions);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['answerOptions'] });
};

const createFields = {
  label: labelSchema,
  helpText: helpTextSchema.default(''),
  /** Optional: with answer options and no choice type the question is saved as `radio`; otherwise `text`. */
  type: questionTypeSchema.optional(),
  answerOptions: answerOptionsSchema.default([]),
  required: z.boolean().default(false),
  /** Position within its category; the end of the category when omitted. */
  order: displayOrderSchema.optional(),
  active: z.boolean().default(true),
  condition: questionConditionSchema.nullable().default(null),
  providerGammes: providerGammesSchema.default({}),
};

/** `POST /questions`: a standard question belongs to a category. */
export const createQuestionInputSchema = z
  .object({ categoryId: z.uuid(), ...createFields })
  .superRefine(checkAnswerOptions);
export type CreateQuestionInput = z.input<typeof createQuestionInputSchema>;

/** `POST /questions/additional`: the same shape (SPEC §3), the category optional. */
export const createAdditionalQuestionInputSchema = z
  .object({ categoryId: z.uuid().nullable().default(null), ...createFields })
  .superRefine(checkAnswerOptions);
export type CreateAdditionalQuestionInput = z.input<typeof createAdditionalQuestionInputSchema>;

const updateFields = {
  label: labelSchema.optional(),
  helpText: helpTextSchema.optional(),
  /** A non-choice type sent without answerOptions drops the question's options. */
  type: questionTypeSchema.optional(),
  answerOptions: answerOptionsSchema.optional(),
  required: z.boolean().optional(),
  order: displayOrderSchema.optional(),
  active: z.boolean().optional(),
  /** null removes the condition. */
  condition: questionConditionSchema.nullable().optional(),
  providerGammes: providerGammesSchema.optional(),
};

/** `PUT /questions/{id}`: any subset of the fields. */
export const updateQuestionInputSchema = z.object({
  categoryId: z.uuid().optional(),
  ...updateFields,
  ...expectedVersionFields,
});
export type UpdateQuestionInput = z.input<typeof updateQuestionInputSchema>;

/** `PUT /questions/additional/{id}`: any subset of the fields; `categoryId: null` detaches it from its category. */
export const updateAdditionalQuestionInputSchema = z.object({
  ...expectedVersionFields,
  categoryId: z.uuid().nullable().optional(),
  ...updateFields,
});
export type UpdateAdditionalQuestionInput = z.input<typeof updateAdditionalQuestionInputSchema>;

/** `PATCH /questions/{id}` sends providerGammes (SPEC §7), which replaces the question's. */
export const patchQuestionGammesInputSchema = z.object({
  providerGammes: providerGammesSchema,
  ...expectedVersionFields,
});
export type PatchQuestionGammesInput = z.input<typeof patchQuestionGammesInputSchema>;

/** `POST /questions/reorder`: every question of the category, in its new order. */
export const reorderQuestionsInputSchema = z.object({
  categoryId: z.uuid(),
  ids: z
    .array(z.uuid())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each question may appear once' }),
});
export type ReorderQuestionsInput = z.input<typeof reorderQuestionsInputSchema>;

/** `GET /questions/provider/{provider}/gamme/{gamme}`. */
export const providerGammeQuestionsParamsSchema = z.object({
  provider: providerTypeCodeSchema,
  gamme: gammeCodeSchema,
});

const categories = orderedRecordSchemas('name');

export const questionCategorySchema = categories.record.extend({
  /** Questions (standard and additional) filed under the category; it can be deleted only when there are none. */
  questionCount: z.number().int(),
});
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

export const questionCategoryListQuerySchema = categories.listQuery;
export type QuestionCategoryListQuery = z.infer<typeof questionCategoryListQuerySchema>;

/** At the end of the questionnaire when no order is given. */
export const createQuestionCategoryInputSchema = categories.create;
export type CreateQuestionCategoryInput = z.input<typeof createQuestionCategoryInputSchema>;

export const updateQuestionCategoryInputSchema = categories.update;
export type UpdateQuestionCategoryInput = z.input<typeof updateQuestionCategoryInputSchema>;
