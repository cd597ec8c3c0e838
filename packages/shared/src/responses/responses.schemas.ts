import { z } from 'zod';
import { gammeCodeSchema, providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema, listResponseSchema } from '../lists/list.schemas.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';
import { saleStatusSchema } from '../ventes/ventes.schemas.ts';

/**
 * Responses (`/api/responses`, issue 12): the needs-analysis answers of the sales in the caller's data scope,
 * one row per sale, one column per question. Answers stay keyed by question id (`formData.answers`); the
 * columns say which questions to show and under which label.
 */

export const RESPONSE_SORTABLE = ['createdAt', 'number'] as const;
export type ResponseSort = (typeof RESPONSE_SORTABLE)[number];

const responseFilterFields = {
  /** With `gammeCode`: the columns are the questions of that gamme (general questions included). */
  providerType: providerTypeCodeSchema.optional(),
  gammeCode: gammeCodeSchema.optional(),
  /** The question `answer` is looked for in; without it, any question. */
  questionId: z.uuid().optional(),
  /** Part of a text answer (any case), or one picked option of a choice answer. */
  answer: singleLineText().min(1).max(200).optional(),
  /** The sale's creation day, Europe/Paris, both ends included. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  /** The seller of the sale. */
  agentId: z.uuid().optional(),
};

const refineDates = <Query extends { from?: string | undefined; to?: string | undefined }>(
  query: Query,
  context: z.RefinementCtx,
) => {
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date' });
  }
};

export const responseListQuerySchema = listQuerySchema(RESPONSE_SORTABLE)
  .extend(responseFilterFields)
  .superRefine(refineDates);
export type ResponseListQuery = z.infer<typeof responseListQuerySchema>;

/** The export takes the list's filters and sort; no paging (up to RESPONSE_EXPORT_MAX_ROWS rows). */
export const responseExportQuerySchema = listQuerySchema(RESPONSE_SORTABLE)
  .omit({ page: true, pageSize: true })
  .extend(responseFilterFields)
  .superRefine(refineDates);
export type ResponseExportQuery = z.infer<typeof responseExportQuerySchema>;
export const RESPONSE_EXPORT_MAX_ROWS = 50_000;

/** A question shown as a column: its id keys the rows' answers, its label heads the column. */
export const responseQuestionSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  kind: z.enum(['standard', 'additional']),
  type: z.string(),
  /** A choice question's options: its answers hold the values, cells show the labels. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ResponseQuestion = z.infer<typeof responseQuestionSchema>;

/** One sale's answers: text (numbers and dates as text) or the picked options of a choice question. */
export const responseRowSchema = z.object({
  saleId: z.uuid(),
  saleNumber: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: saleStatusSchema,
  providerType: z.string().nullable(),
  gammeCode: z.string().nullable(),
  agent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type ResponseRow = z.infer<typeof responseRowSchema>;

export const responseListResponseSchema = listResponseSchema(responseRowSchema).extend({
  questions: z.array(responseQuestionSchema),
});
export type ResponseListResponse = z.infer<typeof responseListResponseSchema>;

/**
 * Shows an answer in a cell or a CSV field: a choice's values by their labels (an option removed since keeps
 * its value), several picked options joined, nothing when unanswered.
 */
export const answerText = (
  value: string | readonly string[] | undefined,
  options: readonly { value: string; label: string }[] = [],
): string => {
  if (value === undefined) return '';
  const labelOf = (picked: string) => options.find((option) => option.value === picked)?.label ?? picked;
  return typeof value === 'string' ? labelOf(value) : value.map(labelOf).join(', ');
};
