import { z } from 'zod';
import { recordResponseSchema } from '../lists/list.schemas.ts';

/**
 * `GET /ventes/{id}/labels`: the words behind a sale's ids, for whoever may read the sale. The questions it
 * answered (label and choice options, questionnaire order) and the objectives it names; reading the
 * questionnaire or the objectives themselves stays with their own permissions.
 */
export const saleQuestionLabelSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  answerOptions: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SaleQuestionLabel = z.infer<typeof saleQuestionLabelSchema>;

export const saleLabelsSchema = z.object({
  questions: z.array(saleQuestionLabelSchema),
  objectives: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
export type SaleLabels = z.infer<typeof saleLabelsSchema>;

export const saleLabelsResponseSchema = recordResponseSchema(saleLabelsSchema);
