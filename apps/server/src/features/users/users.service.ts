import {
  type ApproveUserInput,
  type CurrentUser,
  type createUserInputSchema,
  isReservedRoleName,
  isRoot,
  keysBeyondHolder,
  type RoleUsersQuery,
  type UserListQuery,
  type UserRecord,
  type UserRelation,
  type UserStatus,
  type updateUserInputSchema,
  usersErrors,
} from '@brokerage/shared';
import { and, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { companies, roles, teams, users } from '@/db/schema/index.ts';
import { deleteUserSessions } from '@/features/auth/sessions.service.ts';
import { revokeIdentitySessions } from '@/features/identity/identity-accounts.service.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import {
  isoTimestamp,
  jsonObject,
  jsonPageColumns,
  jsonPageOf,
  namedReference,
} from '@/platform/json-pages.ts';
import {
  containsPattern,
  executePrepared,
  filterKeyOf,
  fromBoundary,
  limitOffset,
  literalLimit,
  orderOf,
  type PageBoundary,
  pageBoundaryOf,
  rememberPageBoundaries,
  searchAcross,
  totalOf,
} from '@/platform/lists.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField, isUniqueViolation } from '@/platform/service-errors.ts';
import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';

const refuse = refuser(usersErrors);

type CreateUserValues = z.output<typeof createUserInputSchema>;
type UpdateUserValues = z.output<typeof updateUserInputSchema>;
type UserRow = typeof users.$inferSelect;
type Named = { id: string; name: string };
type JoinedUser = { user: UserRow; role: Named | null; company: Named | null; team: Named | null };

const selectUsers = (db: Executor) =>
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

const toUserRecord = (
  { user, role, company, team }: JoinedUser,
  relations: readonly UserRelation[],
): UserRecord => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  name: `${user.firstName} ${user.lastName}`.trim(),
  phone: user.phone,
  email: user.email,
  photoURL: user.photoUrl,
  status: user.status,
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

/** What the history shows of a user: the editable fields, under their API names. */
const auditSnapshot = (user: UserRow) => ({
  phone: user.phone,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  photoURL: user.photoUrl,
  status: user.status,
  roleId: user.roleId,
  companyId: user.companyId,
  teamId: user.teamId,
});

const auditActorOf = (actor: CurrentUser): AuditActor => ({ id: actor.id, name: actor.name });

/** A cleared optional field arrives as '' or null; both are stored as null. */
const blankToNull = (value: string | null | undefined) => (value ? value : null);

const phoneTaken = () =>
  new AppError('PHONE_ALREADY_REGISTERED', {
    message: 'This phone number is already registered to another user.',
  });

/** Name, phone and email, including "first last" and a national phone notation (06 39 98 → +33639 98...). */
const searchUsers = (term: string | undefined): SQL | undefined => {
  if (!term) return undefined;
  const conditions = [
    searchAcross(term, [users.firstName, users.lastName, users.phone, users.email]),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(term)),
  ];
  const digits = term.replace(/\D/g, '').replace(/^0+/, '');
  if (/^[\d\s+().-]+$/.test(term) && digits.length >= 3)
    conditions.push(ilike(users.phone, containsPattern(digits)));
  return or(...conditions);
};

/** Users are scoped by themselves (own), their team and their company. */
export const userScope = (actor: CurrentUser) =>
  scopeCondition(actor, { owner: users.id, team: users.teamId, company: users.companyId });

/** A page of the live users the actor's data scope reaches, with their role and, on request, company and team. */
export const findUsers = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: UserListQuery | (RoleUsersQuery & { roleId: string });
}) => {
  const roleName = 'role' in query ? query.role : undefined;
  const where = and(
    isNull(users.deletedAt),
    userScope(actor),
    query.roleId ? eq(users.roleId, query.roleId) : undefined,
    roleName
      ? inArray(users.roleId, db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName)))
      : undefined,
    query.companyId ? eq(users.companyId, query.companyId) : undefined,
    query.teamId ? eq(users.teamId, query.teamId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    searchUsers(query.search),
  );
  const { limit, offset } = limitOffset(query);
  const sortable = {
    lastName: users.lastName,
    firstName: users.firstName,
    createdAt: users.createdAt,
    status: users.status,
  };
  const sortKey = query.sort ?? 'lastName';
  const order = orderOf(query, sortable, { column: users.lastName }, users.id);
  const direction = query.sort ? query.order : 'asc';
  const listKey = `${filterKeyOf(db, users, where)}\u0000${sortKey} ${direction} ${query.pageSize}`;
  const remembered = pageBoundaryOf(listKey, query.page);
  const relations = query.relations ?? [];
  // PostgreSQL writes the page's records as JSON in the order of the record schema (`toUserRecord`), so Node
  // neither parses the joined rows nor serialises them again.
  const record = jsonObject([
    ['id', users.id],
    ['firstName', users.firstName],
    ['lastName', users.lastName],
    ['name', sql`btrim(${users.firstName} || ' ' || ${users.lastName})`],
    ['phone', users.phone],
    ['email', users.email],
    ['photoURL', users.photoUrl],
    ['status', users.status],
    ['roleId', users.roleId],
    ['companyId', users.companyId],
    ['teamId', users.teamId],
    ['role', namedReference(roles.id, roles.name)],
    ...(relations.includes('company')
      ? [['company', namedReference(companies.id, companies.name)] as const]
      : []),
    ...(relations.includes('team') ? [['team', namedReference(teams.id, teams.name)] as const] : []),
    ['createdAt', isoTimestamp(users.createdAt)],
    ['updatedAt', isoTimestamp(users.updatedAt)],
    ['version', users.version],
  ]);
  // Deferred join: the page's ids come from the (sort column, id) index alone, so only the page's rows are read
  // and joined. A large list's page already seen starts at its remembered boundary instead of an OFFSET.
  const pageRows = (boundary: PageBoundary | undefined) => {
    // The first page and a page from a boundary have no OFFSET: prepared with a literal LIMIT, planned once.
    const seeks = boundary !== undefined || offset === 0;
    const pageIds = db
      .select({ pageId: sql<string>`${users.id}`.as('page_id') })
      .from(users)
      .where(
        boundary
          ? and(where, fromBoundary(users, [sortable[sortKey], users.id], boundary, direction))
          : where,
      )
      .orderBy(...order)
      .limit(seeks ? literalLimit(limit) : limit)
      // A literal OFFSET 0 keeps the text of a seeking query free of parameters other than the boundary.
      .offset(seeks ? (sql.raw('0') as unknown as number) : offset)
      .as('page_ids');
    const page = db
      .select(jsonPageColumns(record, users.id, order))
      .from(users)
      .innerJoin(pageIds, eq(pageIds.pageId, users.id))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(teams, eq(teams.id, users.teamId));
    return (seeks ? executePrepared(page) : page).then(([aggregate]) => aggregate);
  };
  let [rows, total] = await Promise.all([pageRows(remembered), totalOf(db, users, where)]);
  // The boundary row was deleted since: count from the start again.
  if (remembered && !rows?.rowCount) rows = await pageRows(undefined);
  const pageJson = rows ?? { dataJson: '[]', rowCount: 0, firstId: null, lastId: null };
  if (total.totalIsEstimate)
    rememberPageBoundaries(listKey, query.page, pageJson.firstId ?? undefined, pageJson.lastId ?? undefined);
  return jsonPageOf<UserRecord>(pageJson, total, query);
};

/** The users holding a role (404 when the role does not exist). */
export const findRoleUsers = async ({
  db,
  actor,
  roleId,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  roleId: string;
  query: RoleUsersQuery;
}) => {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('Role');
  return findUsers({ db, actor, query: { ...query, roleId } });
};

/** A live user; with an `actor`, one outside their data scope is 404 like a missing one. */
const loadJoinedUser = async (db: Executor, id: string, actor?: CurrentUser): Promise<JoinedUser> => {
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
export const getUser = async ({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor?: CurrentUser;
}): Promise<UserRecord> => {
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

/** Only root may touch a root user or hand out the root role. */
const assertMayManage = (actor: CurrentUser, target: JoinedUser | null) => {
  if (target?.role && isReservedRoleName(target.role.name) && !isRoot(actor)) throw new AppError('FORBIDDEN');
};

/**
 * Checks the references a write sets: each must exist (400 naming the field), the team must belong to the
 * user's company, and the root role may only be given by root (403). The rows are locked FOR KEY SHARE so a
 * concurrent delete of the role, company or team waits for this write (and then sees the new user).
 */
const checkReferences = async ({
  db,
  actor,
  roleId,
  companyId,
  teamId,
  checkPair,
}: {
  db: Executor;
  actor: CurrentUser;
  roleId: string | null | undefined;
  companyId: string | null;
  teamId: string | null;
  checkPair: boolean;
}) => {
  if (roleId) {
    const [role] = await db
      .select({ name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.id, roleId))
      .for('key share');
    if (!role) throw invalidField('roleId', 'This role does not exist.');
    if (isReservedRoleName(role.name) && !isRoot(actor)) throw new AppError('FORBIDDEN');
    // Assigning a role hands out its keys: nobody gives a colleague more than they hold.
    const beyond = keysBeyondHolder(role.permissions, actor);
    if (beyond.length > 0)
      throw refuse(
        'ROLE_EXCEEDS_OWN_PERMISSIONS',
        'You cannot assign a role with permissions you do not hold.',
        {
          keys: beyond,
        },
      );
  }
  if (!checkPair) return;
  if (companyId) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('key share');
    if (!company) throw invalidField('companyId', 'This company does not exist.');
  }
  if (teamId) {
    const [team] = await db
      .select({ companyId: teams.companyId })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for('key share');
    if (!team) throw invalidField('teamId', 'This team does not exist.');
    if (team.companyId !== companyId)
      throw invalidField('teamId', "The team must belong to the user's company.");
  }
};

const assertPhoneFree = async (db: Executor, phone: string, exceptUserId?: string) => {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNull(users.deletedAt),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw phoneTaken();
};

/** A user who is not active may not hold a session, and a disabled one may not mint new ID tokens either. */
const endAccessIfInactive = async (db: Executor, user: UserRow) => {
  if (user.status === 'active' && !user.deletedAt) return;
  await deleteUserSessions({ db, userId: user.id });
  if (user.status === 'disabled' || user.deletedAt) await revokeIdentitySessions(db, user.phone);
};

/** The partial unique index on live phones (the only unique index of users) can still refuse a row that raced past the check. */
const translatePhoneConflict = (error: unknown): never => {
  if (isUniqueViolation(error)) throw phoneTaken();
  throw error;
};

const assertMayHaveStatus = (status: UserStatus, roleId: string | null) => {
  if (status === 'active' && !roleId) throw invalidField('roleId', 'An active user needs a role.');
};

export const createUser = async ({ db, actor, ip, input }: WriteContext & { input: CreateUserValues }) => {
  const companyId = input.companyId ?? null;
  const teamId = input.teamId ?? null;
  const id = await db
    .transaction(async (tx) => {
      await checkReferences({ db: tx, actor, roleId: input.roleId, companyId, teamId, checkPair: true });
      await assertPhoneFree(tx, input.phone);
      const [created] = await tx
        .insert(users)
        .values({
          phone: input.phone,
          firstName: input.firstName,
          lastName: input.lastName,
          email: blankToNull(input.email)?.toLowerCase() ?? null,
          photoUrl: blankToNull(input.photoURL),
          status: input.status,
          roleId: input.roleId,
          companyId,
          teamId,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      await recordAudit({
        db: tx,
        actor: auditActorOf(actor),
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: auditSnapshot(created),
        ip,
      });
      return created.id;
    })
    .catch(translatePhoneConflict);
  return getUser({ db, id });
};

/** PUT /users/{id}: the fields sent change; leaving 'active' ends the user's sessions at once. */
export const updateUser = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: UpdateUserValues }) => {
  await db
    .transaction(async (tx) => {
      const target = await loadJoinedUser(tx, id, actor);
      assertMayManage(actor, target);
      const current = () => getUser({ db: tx, id });
      await assertVersion(target.user, input.version, current);
      const before = target.user;
      const next = {
        phone: input.phone ?? before.phone,
        firstName: input.firstName ?? before.firstName,
        lastName: input.lastName ?? before.lastName,
        email: input.email === undefined ? before.email : (blankToNull(input.email)?.toLowerCase() ?? null),
        photoUrl: input.photoURL === undefined ? before.photoUrl : blankToNull(input.photoURL),
        status: input.status ?? before.status,
        roleId: input.roleId ?? before.roleId,
        companyId: input.companyId === undefined ? before.companyId : input.companyId,
        teamId: input.teamId === undefined ? before.teamId : input.teamId,
      };
      if (actor.id === id && next.roleId !== before.roleId && !isRoot(actor)) {
        throw refuse('OWN_ROLE_ASSIGNMENT_LOCKED', 'You cannot change your own role.');
      }
      if (actor.id === id && next.status !== 'active') {
        throw refuse('SELF_DISABLE', 'You cannot disable your own account.');
      }
      assertMayHaveStatus(next.status, next.roleId);
      await checkReferences({
        db: tx,
        actor,
        roleId: next.roleId === before.roleId ? undefined : next.roleId,
        companyId: next.companyId,
        teamId: next.teamId,
        checkPair: input.companyId !== undefined || input.teamId !== undefined,
      });
      if (next.phone !== before.phone) await assertPhoneFree(tx, next.phone, id);
      const updated = await versionedUpdate(tx, {
        table: users,
        id,
        expected: input.version,
        set: next,
        current,
      });
      await endAccessIfInactive(tx, updated);
      if (next.phone !== before.phone) await revokeIdentitySessions(tx, before.phone);
      await recordAudit({
        db: tx,
        actor: auditActorOf(actor),
        action: 'update',
        entity: 'user',
        entityId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(updated),
        ip,
      });
    })
    .catch(translatePhoneConflict);
  return getUser({ db, id });
};

/** Soft delete: the user leaves every list and loses every session; the row stays for the history. */
export const deleteUser = async ({ db, actor, ip, id }: WriteContext & { id: string }) => {
  await db.transaction(async (tx) => {
    const target = await loadJoinedUser(tx, id, actor);
    assertMayManage(actor, target);
    if (actor.id === id) {
      throw refuse('SELF_DELETE', 'You cannot delete your own account.');
    }
    const [deleted] = await tx
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!deleted) throw notFound('User');
    await endAccessIfInactive(tx, deleted);
    await recordAudit({
      db: tx,
      actor: auditActorOf(actor),
      action: 'delete',
      entity: 'user',
      entityId: id,
      before: auditSnapshot(target.user),
      ip,
    });
  });
};

/** A pending registration becomes an active user with the role (and company, team) the approver picked. */
export const approveUser = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: ApproveUserInput }) => {
  await db.transaction(async (tx) => {
    const target = await loadJoinedUser(tx, id, actor);
    const notPending = () => refuse('NOT_PENDING', 'Only a pending registration can be approved.');
    if (target.user.status !== 'pending') throw notPending();
    const companyId = input.companyId ?? null;
    const teamId = input.teamId ?? null;
    await checkReferences({ db: tx, actor, roleId: input.roleId, companyId, teamId, checkPair: true });
    const [approved] = await tx
      .update(users)
      .set({ status: 'active', roleId: input.roleId, companyId, teamId, version: sql`${users.version} + 1` })
      // A second approver racing this one finds the user no longer pending.
      .where(and(eq(users.id, id), eq(users.status, 'pending')))
      .returning();
    if (!approved) throw notPending();
    await recordAudit({
      db: tx,
      actor: auditActorOf(actor),
      action: 'update',
      entity: 'user',
      entityId: id,
      before: auditSnapshot(target.user),
      after: auditSnapshot(approved),
      ip,
    });
  });
  return getUser({ db, id });
};
