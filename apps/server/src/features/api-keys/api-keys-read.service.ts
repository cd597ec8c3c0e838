import type { ApiKey, ApiKeyListQuery, ApiKeyStatus, CurrentUser } from '@brokerage/shared';
import { and, count, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { apiKeys, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { now } from '@/platform/clock.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import { limitOffset, orderOf, pageOf, searchAcross } from '@/platform/lists.ts';

const creators = alias(users, 'api_key_creators');

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Revoked wins over expired: a revoked key says who stopped it, whatever its date. */
export const statusOf = (row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, at: Date): ApiKeyStatus =>
  row.revokedAt ? 'revoked' : row.expiresAt <= at ? 'expired' : 'active';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toApiKey = (
  row: ApiKeyRow,
  creator: { id: string; firstName: string; lastName: string } | null,
  at: Date = now(),
): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: `bo_${row.prefix}`,
  permissions: row.permissions,
  createdBy: creator ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() } : null,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
  status: statusOf(row, at),
});

/** Keys follow their creator's data scope: a manager sees the keys of their team, an `all` scope every key. */
const keyScope = (actor: CurrentUser) =>
  scopeCondition(actor, { owner: apiKeys.createdById, team: creators.teamId, company: creators.companyId });

const statusCondition = (status: ApiKeyStatus | undefined, at: Date): SQL | undefined => {
  if (status === 'revoked') return isNotNull(apiKeys.revokedAt);
  if (status === 'expired') return and(isNull(apiKeys.revokedAt), lte(apiKeys.expiresAt, at));
  if (status === 'active') return and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, at));
  return undefined;
};

const creatorColumns = { id: creators.id, firstName: creators.firstName, lastName: creators.lastName };

/** `GET /api-keys`: newest first unless asked otherwise, searched on name and prefix, filtered by status. */
export const findApiKeys = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: ApiKeyListQuery;
}) => {
  const at = now();
  const where = and(
    keyScope(actor),
    statusCondition(query.status, at),
    searchAcross(query.search, [apiKeys.name, apiKeys.prefix]),
  );
  const { limit, offset } = limitOffset(query);
  // The count joins the creators too, since the scope may look at their team or company.
  const [rows, [counted]] = await Promise.all([
    db
      .select({ key: apiKeys, creator: creatorColumns })
      .from(apiKeys)
      .leftJoin(creators, eq(creators.id, apiKeys.createdById))
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          {
            name: apiKeys.name,
            createdAt: apiKeys.createdAt,
            expiresAt: apiKeys.expiresAt,
            lastUsedAt: apiKeys.lastUsedAt,
          },
          { column: apiKeys.createdAt, order: 'desc' },
          apiKeys.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(apiKeys)
      .leftJoin(creators, eq(creators.id, apiKeys.createdById))
      .where(where),
  ]);
  return pageOf(
    rows.map(({ key, creator }) => toApiKey(key, creator, at)),
    counted?.total ?? 0,
    query,
  );
};

/** One key in the actor's scope (404 like a missing one outside it); `lock` for the write that follows. */
export const readApiKey = async ({
  db,
  actor,
  id,
  lock = false,
}: {
  db: Executor;
  actor: CurrentUser;
  id: string;
  lock?: boolean;
}) => {
  const query = db
    .select({ key: apiKeys, creator: creatorColumns })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdById))
    .where(and(eq(apiKeys.id, id), keyScope(actor)));
  const [row] = await (lock ? query.for('update', { of: apiKeys }) : query);
  if (!row) throw notFound('API key');
  return row;
};

export const getApiKey = async (input: { db: Executor; actor: CurrentUser; id: string }): Promise<ApiKey> => {
  const { key, creator } = await readApiKey(input);
  return toApiKey(key, creator);
};
