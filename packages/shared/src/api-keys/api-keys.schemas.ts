import { z } from 'zod';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { ALL_PERMISSION_KEYS, type PermissionKey } from '../permissions/module-registry.ts';
import { displayName } from '../text/text.schemas.ts';

/** A key lives at most this long: a forgotten key in a script dies within a year (issue 12). */
export const API_KEY_MAX_LIFETIME_DAYS = 366;

/** What a key may be asked to do: any key of the registry (the server then narrows to the creator's own). */
export const permissionKeySchema = z.enum(ALL_PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]);

export const apiKeyStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** A key as lists and reads show it: never its secret, only the prefix that names it. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The public part of the secret (`bo_<prefix>_…`), enough to recognise a key in a script or a log. */
  prefix: z.string(),
  permissions: z.array(z.string()),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  status: apiKeyStatusSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const API_KEY_SORTABLE = ['name', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

export const apiKeyListQuerySchema = listQuerySchema(API_KEY_SORTABLE).extend({
  status: apiKeyStatusSchema.optional(),
});
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuerySchema>;

export const createApiKeyInputSchema = z.object({
  name: displayName().min(1).max(100),
  /** When the key stops working; in the future and at most API_KEY_MAX_LIFETIME_DAYS away (checked on the server's clock). */
  expiresAt: z.iso.datetime({ offset: true }),
  permissions: z.array(permissionKeySchema).min(1).max(ALL_PERMISSION_KEYS.length),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

/** The one answer that carries the secret: shown once, never stored in clear, never answered again. */
export const createdApiKeySchema = z.object({ data: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
