import { randomBytes } from 'node:crypto';
import {
  API_KEY_MAX_LIFETIME_DAYS,
  type ApiKey,
  type CreatedApiKey,
  type CurrentUser,
  type createApiKeyInputSchema,
  hasPermission,
  isRoot,
  type PermissionKey,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { apiKeys } from '@/db/schema/index.ts';
import { moduleOfPermission } from '@/platform/access.ts';
import { AppError } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedInsert } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { sha256 } from '@/platform/secrets.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { readApiKey, toApiKey } from './api-keys-read.service.ts';

const ENTITY = 'api-key';
const DAY_MS = 86_400_000;

/**
 * A fresh secret: `bo_`, 8 hex characters shown in lists, then 32 random bytes (256 bits). That entropy is why
 * a plain SHA-256 is enough to store it (docs/decisions.md "API keys").
 */
const newSecret = () => {
  const prefix = randomBytes(4).toString('hex');
  return { prefix, secret: `bo_${prefix}_${randomBytes(32).toString('base64url')}` };
};

const assertExpiryBounded = (expiresAt: Date, at: Date) => {
  if (expiresAt.getTime() <= at.getTime()) {
    throw invalidField('expiresAt', 'The expiry must be in the future.');
  }
  if (expiresAt.getTime() > at.getTime() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS) {
    throw invalidField('expiresAt', `A key can live at most ${API_KEY_MAX_LIFETIME_DAYS} days.`);
  }
};

/**
 * A key is never wider than its creator: root grants anything; anyone else only keys they hold whose module is
 * switched on. The refusal names every key refused.
 */
const assertGrantable = async (
  actor: CurrentUser,
  wanted: readonly PermissionKey[],
  isModuleEnabled: (module: string) => Promise<boolean>,
) => {
  if (isRoot(actor)) return;
  const refused: string[] = [];
  for (const permission of wanted) {
    const usable =
      hasPermission(actor, permission) && (await isModuleEnabled(moduleOfPermission(permission)));
    if (!usable) refused.push(permission);
  }
  if (refused.length === 0) return;
  const message = `You cannot grant permissions you do not hold: ${refused.join(', ')}.`;
  throw new AppError('VALIDATION_FAILED', {
    message,
    details: { fields: [{ path: 'permissions', message }], refusedPermissions: refused },
  });
};

/** `POST /api-keys`: the key and, this once, its secret. */
export const createApiKey = async ({
  db,
  actor,
  ip,
  input,
  isModuleEnabled,
}: WriteContext & {
  input: z.output<typeof createApiKeyInputSchema>;
  isModuleEnabled: (module: string) => Promise<boolean>;
}): Promise<CreatedApiKey> => {
  const at = now();
  const expiresAt = new Date(input.expiresAt);
  assertExpiryBounded(expiresAt, at);
  const permissions = [...new Set(input.permissions)].sort();
  await assertGrantable(actor, permissions, isModuleEnabled);
  const { prefix, secret } = newSecret();
  return db.transaction(async (tx) => {
    const row = await auditedInsert(tx, {
      table: apiKeys,
      values: {
        name: input.name,
        prefix,
        secretHash: sha256(secret),
        permissions,
        createdById: actor.id,
        expiresAt,
      },
      // 32 bits of prefix: a clash is rare enough that trying again is the right answer.
      duplicate: () => new AppError('CONFLICT', { message: 'Please try again.' }),
      entity: ENTITY,
      actor,
      ip,
    });
    return { data: toApiKey(row, actor, at), secret };
  });
};

/** `DELETE /api-keys/{id}`: the key stops working at once; the row stays so the history still names it. */
export const revokeApiKey = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<ApiKey> =>
  db.transaction(async (tx) => {
    const { key, creator } = await readApiKey({ db: tx, actor, id, lock: true });
    if (key.revokedAt) return toApiKey(key, creator);
    const at = now();
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: at, revokedById: actor.id })
      .where(eq(apiKeys.id, id))
      .returning();
    if (!revoked) throw new Error('api key not revoked');
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: key,
      after: revoked,
      ip,
    });
    return toApiKey(revoked, creator, at);
  });
