import { z } from 'zod';
import { dataScopeSchema, permissionsMapSchema } from '../auth/auth.schemas.ts';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { displayName, multiLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

const roleFieldsSchema = z.object({
  name: displayName().min(1).max(64),
  description: multiLineText().max(500),
  /** SPEC §3's map; the server keeps only keys of the module registry, filed under their own module and controller. */
  permissions: permissionsMapSchema,
  /** Which sales the role sees (own, team, company, all); enforced by the sales feature. */
  dataScope: dataScopeSchema,
  /** Members must set up a TOTP second factor before using the product (issue 12). */
  requireSecondFactor: z.boolean(),
});

export const createRoleInputSchema = roleFieldsSchema.extend({
  description: roleFieldsSchema.shape.description.default(''),
  permissions: permissionsMapSchema.default({}),
  dataScope: dataScopeSchema.default('own'),
  requireSecondFactor: z.boolean().default(false),
});
export type CreateRoleInput = z.input<typeof createRoleInputSchema>;

/** PUT /roles/{id}: only the fields sent change. */
export const updateRoleInputSchema = roleFieldsSchema.partial().extend(expectedVersionFields);
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;

export const ROLE_SORTABLE_FIELDS = ['name', 'createdAt'] as const;
export const roleListQuerySchema = listQuerySchema(ROLE_SORTABLE_FIELDS);
export type RoleListQuery = z.output<typeof roleListQuerySchema>;

export const roleRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: permissionsMapSchema,
  dataScope: dataScopeSchema,
  requireSecondFactor: z.boolean(),
  /** Live (not deleted) users holding the role. */
  userCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;
