import {
  apiKeyPrefixOf,
  buildPermissionsMap,
  type CurrentUser,
  hasPermission,
  isRoot,
} from '@brokerage/shared';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { apiKeys } from '@/db/schema/index.ts';
import { AppError } from './app-error.ts';
import { now } from './clock.ts';
import { loadUserById } from './current-user.ts';
import { consumeRateLimit, type RateLimitRule } from './rate-limit.ts';
import { sha256 } from './secrets.ts';

/** The key a request was made with, for logs and for whoever needs to say "done by a script". */
export interface ApiKeyCaller {
  id: string;
  name: string;
  prefix: string;
}

/** Generous for a script, tight enough that a leaked key cannot hammer the database (issue 12). */
export const API_KEY_RATE_LIMIT: RateLimitRule = { max: 600, windowMs: 60_000 };

/** `lastUsedAt` moves at most once a minute, so a busy key does not write on every request. */
const LAST_USE_PRECISION_MS = 60_000;

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', { message });

/** The secret of an `Authorization: Bearer <secret>` header; undefined when the request sends none. */
export const readBearerSecret = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, secret, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer') return undefined;
  return rest.length === 0 && secret ? secret : '';
};

/** Names the key in the audit trail: every write made with it reads "<creator> via API key <name> (<prefix>)". */
export const apiKeyActorName = (creatorName: string, key: Pick<ApiKeyCaller, 'name' | 'prefix'>) =>
  `${creatorName} via API key ${key.name} (bo_${key.prefix})`;

/**
 * The key acts as its creator, narrowed: its permissions are the keys it was granted that the creator still
 * holds (a creator who loses a key, or is disabled, takes the key's power with them), and it is never root, so
 * module switches apply to it. A root creator's key keeps root's reach over data (scope `all`).
 */
export const userActingThroughKey = (
  creator: CurrentUser,
  key: { name: string; prefix: string; permissions: readonly string[] },
): CurrentUser => {
  const granted = key.permissions.filter((permission) => hasPermission(creator, permission));
  return {
    ...creator,
    name: apiKeyActorName(creator.name, key),
    role: {
      ...creator.role,
      name: `${creator.role.name} (API key)`,
      permissions: buildPermissionsMap(granted),
      dataScope: isRoot(creator) ? 'all' : creator.role.dataScope,
    },
  };
};

/**
 * The user a Bearer secret stands for, or a 401 saying why not (unknown, revoked, expired, creator gone). Counts
 * the request against the key's rate limit (429) and records its use, at most once a minute.
 */
export const authenticateApiKey = async (
  db: Executor,
  secret: string,
): Promise<{ user: CurrentUser; apiKey: ApiKeyCaller }> => {
  if (!apiKeyPrefixOf(secret)) throw unauthenticated('The API key is not valid.');
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, sha256(secret)));
  if (!key) throw unauthenticated('The API key is not valid.');
  if (key.revokedAt) throw unauthenticated('The API key has been revoked.');
  const at = now();
  if (key.expiresAt <= at) throw unauthenticated('The API key has expired.');
  const creator = await loadUserById(db, key.createdById);
  if (!creator?.user || creator.row.user.status !== 'active') {
    throw unauthenticated('The API key belongs to an account that is no longer active.');
  }
  await consumeRateLimit({ db, bucket: `api-key:${key.id}`, rules: [API_KEY_RATE_LIMIT] });
  if (!key.lastUsedAt || at.getTime() - key.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
    // The condition makes concurrent requests of the same minute write once.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(apiKeys.id, key.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(at.getTime() - LAST_USE_PRECISION_MS)),
          ),
        ),
      );
  }
  return {
    user: userActingThroughKey(creator.user, key),
    apiKey: { id: key.id, name: key.name, prefix: key.prefix },
  };
};
