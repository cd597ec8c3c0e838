import { z } from 'zod';
import { companyRefSchema } from '../companies/companies.schemas.ts';
import { CLIENT_MESSAGES } from '../errors/error-codes.ts';
import { gammeCodeSchema, providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { displayName } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

/** SPEC §5: a bulk set of gammes that is not an array fails with exactly this message. */
export const GAMMES_FORMAT_INVALID = CLIENT_MESSAGES.gammesFormatInvalid;

const gammeCodeListSchema = z.array(gammeCodeSchema, { error: GAMMES_FORMAT_INVALID }).max(500);

/** The gammes a team may sell for one provider type (codes, possibly dotted sub-lines). */
export const gammeAssignmentSchema = z.object(
  { providerType: providerTypeCodeSchema, gammes: gammeCodeListSchema },
  { error: GAMMES_FORMAT_INVALID },
);
export type GammeAssignment = z.infer<typeof gammeAssignmentSchema>;

export const gammeAssignmentsSchema = z
  .array(gammeAssignmentSchema, { error: GAMMES_FORMAT_INVALID })
  .max(50);

/** The form's shape (SPEC §3): provider type → gamme codes; turned into gammeAssignments before saving. */
export const selectedGammesSchema = z.record(providerTypeCodeSchema, gammeCodeListSchema, {
  error: GAMMES_FORMAT_INVALID,
});
export type SelectedGammes = z.infer<typeof selectedGammesSchema>;

export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  companyId: z.uuid(),
  company: companyRefSchema,
  providerType: z.string().nullable(),
  gammeAssignments: z.array(z.object({ providerType: z.string(), gammes: z.array(z.string()) })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type Team = z.infer<typeof teamSchema>;

export const TEAM_SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;

export const teamListQuerySchema = listQuerySchema(TEAM_SORTABLE).extend({
  companyId: z.uuid().optional(),
  providerType: providerTypeCodeSchema.optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

const teamNameSchema = displayName().min(1).max(200);

/** `POST /teams`. `selectedGammes`, when present, wins over `gammeAssignments` (SPEC §5). */
export const createTeamInputSchema = z.object({
  name: teamNameSchema,
  companyId: z.uuid(),
  providerType: providerTypeCodeSchema.nullable().optional(),
  gammeAssignments: gammeAssignmentsSchema.optional(),
  selectedGammes: selectedGammesSchema.optional(),
});
export type CreateTeamInput = z.input<typeof createTeamInputSchema>;

/** `PUT /teams/{id}`: any subset of the fields; gamme assignments, when sent, replace the team's. */
export const updateTeamInputSchema = z.object({
  ...expectedVersionFields,
  name: teamNameSchema.optional(),
  companyId: z.uuid().optional(),
  providerType: providerTypeCodeSchema.nullable().optional(),
  gammeAssignments: gammeAssignmentsSchema.optional(),
  selectedGammes: selectedGammesSchema.optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamInputSchema>;

export const teamProviderTypeParamsSchema = z.object({ id: z.uuid(), type: providerTypeCodeSchema });
export const teamProviderTypeResponseSchema = z.object({
  data: z.object({ providerType: z.string().nullable() }),
});

export const teamGammesParamsSchema = z.object({ id: z.uuid(), provider: providerTypeCodeSchema });
export const teamGammeParamsSchema = teamGammesParamsSchema.extend({ code: gammeCodeSchema });
/** The team's gamme codes for one provider type. */
export const teamGammesResponseSchema = z.object({ data: z.array(z.string()) });
export const teamGammeAccessResponseSchema = z.object({ data: z.object({ allowed: z.boolean() }) });
