import type { z } from 'zod';
import { orderedRecordSchemas } from '../lists/ordered-record.schemas.ts';

const projectObjectives = orderedRecordSchemas('label');

/** What the customer wants from the new contract (lower the premium, better dental cover...), picked in a sale. */
export const projectObjectiveSchema = projectObjectives.record;
export type ProjectObjective = z.infer<typeof projectObjectiveSchema>;

/** `GET /project-objectives`: in display order unless another sort is asked for. */
export const projectObjectiveListQuerySchema = projectObjectives.listQuery;
export type ProjectObjectiveListQuery = z.infer<typeof projectObjectiveListQuerySchema>;

export const createProjectObjectiveInputSchema = projectObjectives.create;
export type CreateProjectObjectiveInput = z.input<typeof createProjectObjectiveInputSchema>;

/** `PUT /project-objectives/{id}`: any subset of the fields. */
export const updateProjectObjectiveInputSchema = projectObjectives.update;
export type UpdateProjectObjectiveInput = z.input<typeof updateProjectObjectiveInputSchema>;
