import { z } from 'zod';
import { providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { displayName } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The insurers' provider types the company may sell (codes of `GET /insurance/providers`). */
  providerTypes: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type Company = z.infer<typeof companySchema>;

/** A company as other records embed it (users, teams). */
export const companyRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const COMPANY_SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;

export const companyListQuerySchema = listQuerySchema(COMPANY_SORTABLE).extend({
  providerType: providerTypeCodeSchema.optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

const companyNameSchema = displayName().min(1).max(200);
const providerTypeListSchema = z.array(providerTypeCodeSchema).max(50);

export const createCompanyInputSchema = z.object({
  name: companyNameSchema,
  providerTypes: providerTypeListSchema.default([]),
});
export type CreateCompanyInput = z.input<typeof createCompanyInputSchema>;

/** `PUT /companies/{id}`: any subset of the fields; `providerTypes` replaces the set. */
export const updateCompanyInputSchema = z.object({
  ...expectedVersionFields,
  name: companyNameSchema.optional(),
  providerTypes: providerTypeListSchema.optional(),
});
export type UpdateCompanyInput = z.input<typeof updateCompanyInputSchema>;

/** `PUT /companies/{id}/provider-types`: the whole set. */
export const companyProviderTypesInputSchema = z.object({ providerTypes: providerTypeListSchema });
export type CompanyProviderTypesInput = z.input<typeof companyProviderTypesInputSchema>;

/** The company's provider types, answered by every `/companies/{id}/provider-types` route. */
export const companyProviderTypesResponseSchema = z.object({ data: z.array(z.string()) });

export const companyProviderTypeParamsSchema = z.object({ id: z.uuid(), type: providerTypeCodeSchema });
