import { z } from 'zod';
import { listQuerySchema, queryBooleanSchema } from '../lists/list.schemas.ts';
import { displayName, multiLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { GAMME_CODE_MAX_LENGTH, GAMME_CODE_PATTERN } from './gamme-codes.rules.ts';

/** A provider type's code: a lower-case slug such as `actudata` or `mutuelle-atlas`. */
export const providerTypeCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'A provider type is a lower-case code such as actudata');

/** A gamme code (SPEC §5): `SANTE_SENIOR`, or `SANTE_SENIOR.CONFORT` for one of its sub-lines. */
export const gammeCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(GAMME_CODE_MAX_LENGTH)
  .regex(
    GAMME_CODE_PATTERN,
    'Use upper-case letters, digits and underscores, with one dot before a sub-line (SANTE_SENIOR.CONFORT)',
  );

export const providerTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type ProviderType = z.infer<typeof providerTypeSchema>;

export const gammeSchema = z.object({
  id: z.uuid(),
  providerType: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  apiPath: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type Gamme = z.infer<typeof gammeSchema>;

/** A gamme as the insurance catalogue answers it: the API path only when the caller asked for it. */
export const catalogueGammeSchema = gammeSchema.omit({ apiPath: true }).extend({
  apiPath: z.string().nullable().optional(),
});
export type CatalogueGamme = z.infer<typeof catalogueGammeSchema>;

export const providerListQuerySchema = listQuerySchema(['code', 'name']).extend({
  active: queryBooleanSchema.optional(),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

export const GAMME_SORTABLE = ['code', 'name', 'providerType', 'createdAt', 'updatedAt'] as const;
export type GammeSort = (typeof GAMME_SORTABLE)[number];

export const gammeListQuerySchema = listQuerySchema(GAMME_SORTABLE).extend({
  providerType: providerTypeCodeSchema.optional(),
  active: queryBooleanSchema.optional(),
});
export type GammeListQuery = z.infer<typeof gammeListQuerySchema>;

/** `GET /insurance/gammes`: the list filters, and the API paths only when asked for. */
export const catalogueGammeListQuerySchema = gammeListQuerySchema.extend({
  includeApiPaths: queryBooleanSchema.optional(),
});

export const providerParamsSchema = z.object({ provider: providerTypeCodeSchema });
export const providerGammeParamsSchema = z.object({
  providerType: providerTypeCodeSchema,
  gamme: gammeCodeSchema,
});

/** `GET /insurance/providers/{provider}/gammes`: active lines only unless `includeInactive`. */
export const providerGammesQuerySchema = z.object({
  includeApiPaths: queryBooleanSchema.optional(),
  includeInactive: queryBooleanSchema.optional(),
  /** Only the gammes the caller's team may sell (the sale form's product line); root and admins: all. */
  sellable: queryBooleanSchema.optional(),
});
export const providerGammeQuerySchema = z.object({ includeApiPath: queryBooleanSchema.optional() });

/** The per-provider list answers `{ data: [...] }`, one of the two shapes SPEC §7 allows. */
export const providerGammesResponseSchema = z.object({ data: z.array(catalogueGammeSchema) });

const apiPathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[\w\-./{}]*$/, 'An API path starts with / (for example /v1/tarifs/sante-senior)');

/** `POST /questions/gammes`. A sub-line needs its bare line to exist for the same provider type. */
export const createGammeInputSchema = z.object({
  providerType: providerTypeCodeSchema,
  code: gammeCodeSchema,
  name: displayName().min(1).max(200),
  description: multiLineText().max(2_000).default(''),
  active: z.boolean().default(true),
  apiPath: apiPathSchema.nullable().default(null),
});
export type CreateGammeInput = z.input<typeof createGammeInputSchema>;

/**
 * `PUT /questions/gammes/{id}`: any subset of the fields. Teams hold gammes by code, so the code and the
 * provider type cannot change; sending them unchanged (a whole form) is accepted.
 */
export const updateGammeInputSchema = z.object({
  ...expectedVersionFields,
  providerType: providerTypeCodeSchema.optional(),
  code: gammeCodeSchema.optional(),
  name: displayName().min(1).max(200).optional(),
  description: multiLineText().max(2_000).optional(),
  active: z.boolean().optional(),
  apiPath: apiPathSchema.nullable().optional(),
});
export type UpdateGammeInput = z.input<typeof updateGammeInputSchema>;
