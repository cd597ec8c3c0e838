import { z } from 'zod';
import { recordResponseSchema } from '../lists/list.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { parametersSchema } from './parameters.schemas.ts';

/**
 * The whole set of parameters as `/api/parameters` answers it: every key (stored or default), the set's
 * version (one version for the whole set: a save names the version it loaded, 409 STALE_WRITE otherwise) and
 * when it was last saved (null while nothing was ever saved). The creditor identifier is already normalised,
 * so the answer carries no transform.
 */
export const parameterSetSchema = parametersSchema.extend({
  sepaCreditorIdentifier: z.string(),
  version: recordVersionSchema,
  updatedAt: z.iso.datetime().nullable(),
});
export type ParameterSet = z.infer<typeof parameterSetSchema>;

export const parameterSetResponseSchema = recordResponseSchema(parameterSetSchema);

/** PUT /api/parameters: the whole set, validated field by field, with the version the client loaded. */
export const updateParametersInputSchema = parametersSchema.extend(expectedVersionFields);
export type UpdateParametersInput = z.input<typeof updateParametersInputSchema>;
