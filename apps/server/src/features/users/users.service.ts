import type { CurrentUser, UserRecord, UserRelation } from '@brokerage/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { companies, roles, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { personOf } from '@/platform/current-user.ts';
import { type ScopedRead, scopeCondition } from '@/platform/data-scope.ts';

export type UserRow = typeof users.$inferSelect;
type Named = { id: string; name: string };
export type JoinedUser = { user: UserRow; role: Named | null; company: Named | null; team: Named | null };

export const selectUsers = (db: Executor) =>
  db
    .select({
      user: users,
      role: { id: roles.id, name: roles.name },
      company: { id: companies.id, name: companies.name },
      team: { id: teams.id, name: teams.name },
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(teams, eq(teams.id, users.teamId));

export const toUserRecord = (
  { user, role, company, team }: JoinedUser,
  relations: readonly UserRelation[],
): UserRecord => ({
  ...personOf(user),
  roleId: user.roleId,
  companyId: user.companyId,
  teamId: user.teamId,
  role,
  ...(relations.includes('company') ? { company } : {}),
  ...(relations.includes('team') ? { team } : {}),
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
  version: user.version,
});

/** Users are scoped by themselves (own), their team and their company. */
export const userScope = (actor: CurrentUser) =>
  scopeCondition(actor, { owner: users.id, team: users.teamId, company: users.companyId });

/** A live user; with an `actor`, one outside their data scope is 404 like a missing one. */
export const loadJoinedUser = async (db: Executor, id: string, actor?: CurrentUser): Promise<JoinedUser> => {
  const [row] = await selectUsers(db).where(
    and(eq(users.id, id), isNull(users.deletedAt), actor ? userScope(actor) : undefined),
  );
  if (!row) throw notFound('User');
  return row;
};

/** Reading one user is the commonest request after the session lookup: prepared once per database handle. */
const prepareUserById = (db: Executor) =>
  selectUsers(db)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('user_by_id');
const userByIdLookups = new WeakMap<Executor, ReturnType<typeof prepareUserById>>();

/**
 * One live user with role, company and team; with an `actor`, only within their data scope. An actor whose
 * scope reaches everyone (root, `all`) takes the prepared lookup.
 */
export const getUser = async ({ db, id, actor }: ScopedRead): Promise<UserRecord> => {
  if (actor && userScope(actor) !== undefined)
    return toUserRecord(await loadJoinedUser(db, id, actor), ['company', 'team']);
  let lookup = userByIdLookups.get(db);
  if (!lookup) {
    lookup = prepareUserById(db);
    userByIdLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id });
  if (!row) throw notFound('User');
  return toUserRecord(row, ['company', 'team']);
};
