import { z } from 'zod';
import { listQuerySchema, queryBooleanSchema } from '../lists/list.schemas.ts';
import { displayName, multiLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

/** What the customer wants from the new contract (lower the premium, better dental cover...), picked in a sale. */
export const projectObjectiveSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  description: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type ProjectObjective = z.infer<typeof projectObjectiveSchema>;

export const PROJECT_OBJECTIVE_SORTABLE = ['order', 'label', 'createdAt'] as const;
export type ProjectObjectiveSort = (typeof PROJECT_OBJECTIVE_SORTABLE)[number];

/** `GET /project-objectives`: in display order unless another sort is asked for. */
export const projectObjectiveListQuerySchema = listQuerySchema(PROJECT_OBJECTIVE_SORTABLE).extend({
  active: queryBooleanSchema.optional(),
});
export type ProjectObjectiveListQuery = z.infer<typeof projectObjectiveListQuerySchema>;

const labelSchema = displayName().min(1).max(200);
const descriptionSchema = multiLineText().max(2_000);
const orderSchema = z.number().int().min(0).max(100_000);

export const createProjectObjectiveInputSchema = z.object({
  label: labelSchema,
  description: descriptionSchema.default(''),
  /** The end of the list when omitted. */
  order: orderSchema.optional(),
  active: z.boolean().default(true),
});
export type CreateProjectObjectiveInput = z.input<typeof createProjectObjectiveInputSchema>;

/** `PUT /project-objectives/{id}`: any subset of the fields. */
export const updateProjectObjectiveInputSchema = z.object({
  ...expectedVersionFields,
  label: labelSchema.optional(),
  description: descriptionSchema.optional(),
  order: orderSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateProjectObjectiveInput = z.input<typeof updateProjectObjectiveInputSchema>;
