import {
  type CurrentUser,
  type createRoleInputSchema,
  grantedKeys,
  grantedRegistryKeys,
  isReservedRoleName,
  isRoot,
  keysBeyondHolder,
  type RoleListQuery,
  type RoleRecord,
  rolesErrors,
  sanitizePermissions,
  type updateRoleInputSchema,
} from '@brokerage/shared';
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { roles, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { orderOf, pagedList, searchAcross } from '@/platform/lists.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { isUniqueViolation } from '@/platform/service-errors.ts';

const refuse = refuser(rolesErrors);

import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';

type CreateRoleValues = z.output<typeof createRoleInputSchema>;
type UpdateRoleValues = z.output<typeof updateRoleInputSchema>;
type RoleRow = typeof roles.$inferSelect;

/** Each role with the number of live users holding it. */
const selectRoles = (db: Executor) =>
  db
    .select({ role: roles, userCount: count(users.id) })
    .from(roles)
    .leftJoin(users, and(eq(users.roleId, roles.id), isNull(users.deletedAt)))
    .groupBy(roles.id)
    .$dynamic();

const toRoleRecord = ({ role, userCount }: { role: RoleRow; userCount: number }): RoleRecord => ({
  id: role.id,
  name: role.name,
  description: role.description,
  permissions: role.permissions,
  dataScope: role.dataScope,
  requireSecondFactor: role.requireSecondFactor,
  userCount,
  createdAt: role.createdAt.toISOString(),
  updatedAt: role.updatedAt.toISOString(),
  version: role.version,
});

/** The history shows the granted keys, not the whole map of false values. */
const auditSnapshot = (role: RoleRow) => ({
  name: role.name,
  description: role.description,
  dataScope: role.dataScope,
  requireSecondFactor: role.requireSecondFactor,
  permissions: grantedKeys(role.permissions).sort(),
});

/**
 * Nobody hands out a key they do not hold. Only the keys a write adds are judged, so a role that root granted
 * more stays editable (and its extra keys removable) by an administrator who lacks them.
 */
const assertMayGrant = (
  actor: CurrentUser,
  granted: RoleRow['permissions'],
  already: RoleRow['permissions'] | null = null,
) => {
  const alreadyGranted = new Set(grantedRegistryKeys(already));
  const beyond = keysBeyondHolder(granted, actor).filter((key) => !alreadyGranted.has(key));
  if (beyond.length > 0)
    throw refuse('GRANT_EXCEEDS_OWN_PERMISSIONS', 'You cannot grant permissions you do not hold.', {
      keys: beyond,
    });
};

/** Editing the role one holds would be a way to raise oneself; root alone may. */
const assertNotOwnRole = (actor: CurrentUser, roleId: string) => {
  if (actor.role.id === roleId && !isRoot(actor))
    throw refuse('OWN_ROLE_LOCKED', 'You cannot change the role you hold.');
};

const auditActorOf = (actor: CurrentUser): AuditActor => ({ id: actor.id, name: actor.name });

const nameTaken = (name: string) => refuse('ROLE_NAME_TAKEN', `A role named '${name}' already exists.`);

/** Role names are unique whatever their letter case, and `root` is reserved for the root role. */
const assertNameFree = async (db: Executor, name: string, exceptRoleId?: string) => {
  if (isReservedRoleName(name)) throw refuse('ROLE_NAME_RESERVED', `The name '${name}' is reserved.`);
  const [holder] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(sql`lower(${roles.name}) = lower(${name})`, exceptRoleId ? ne(roles.id, exceptRoleId) : undefined),
    )
    .limit(1);
  if (holder) throw nameTaken(name);
};

const translateNameConflict =
  (name: string | undefined) =>
  (error: unknown): never => {
    if (name && isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  };

export const findRoles = async ({ db, query }: { db: Executor; query: RoleListQuery }) => {
  const where = searchAcross(query.search, [roles.name, roles.description]);
  return pagedList({
    db,
    table: roles,
    where,
    query,
    readPage: (limit, offset) =>
      selectRoles(db)
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            { name: roles.name, createdAt: roles.createdAt },
            { column: roles.name },
            roles.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: toRoleRecord,
  });
};

const loadRole = async (db: Executor, id: string) => {
  const [row] = await selectRoles(db).where(eq(roles.id, id));
  if (!row) throw notFound('Role');
  return row;
};

export const getRole = async ({ db, id }: { db: Executor; id: string }) =>
  toRoleRecord(await loadRole(db, id));

export const createRole = async ({ db, actor, ip, input }: WriteContext & { input: CreateRoleValues }) => {
  const id = await db
    .transaction(async (tx) => {
      assertMayGrant(actor, input.permissions);
      await assertNameFree(tx, input.name);
      const [created] = await tx
        .insert(roles)
        .values({
          name: input.name,
          description: input.description,
          permissions: sanitizePermissions(input.permissions),
          dataScope: input.dataScope,
          requireSecondFactor: input.requireSecondFactor,
        })
        .returning();
      if (!created) throw new Error('role insert returned nothing');
      await recordAudit({
        db: tx,
        actor: auditActorOf(actor),
        action: 'create',
        entity: 'role',
        entityId: created.id,
        after: auditSnapshot(created),
        ip,
      });
      return created.id;
    })
    .catch(translateNameConflict(input.name));
  return getRole({ db, id });
};

const assertNotRoot = (role: RoleRow, verb: 'changed' | 'deleted') => {
  if (isReservedRoleName(role.name)) throw refuse('ROOT_ROLE_PROTECTED', `The root role cannot be ${verb}.`);
};

/** PUT /roles/{id}: the fields sent change; permissions keep only registry keys. */
export const updateRole = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: UpdateRoleValues }) => {
  await db
    .transaction(async (tx) => {
      const { role: before } = await loadRole(tx, id);
      assertNotRoot(before, 'changed');
      const current = () => getRole({ db: tx, id });
      await assertVersion(before, input.version, current);
      assertNotOwnRole(actor, id);
      if (input.permissions !== undefined) assertMayGrant(actor, input.permissions, before.permissions);
      if (input.name !== undefined && input.name !== before.name) await assertNameFree(tx, input.name, id);
      const updated = await versionedUpdate(tx, {
        table: roles,
        id,
        expected: input.version,
        current,
        set: {
          name: input.name ?? before.name,
          description: input.description ?? before.description,
          permissions:
            input.permissions === undefined ? before.permissions : sanitizePermissions(input.permissions),
          dataScope: input.dataScope ?? before.dataScope,
          requireSecondFactor: input.requireSecondFactor ?? before.requireSecondFactor,
        },
      });
      await recordAudit({
        db: tx,
        actor: auditActorOf(actor),
        action: 'update',
        entity: 'role',
        entityId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(updated),
        ip,
      });
    })
    .catch(translateNameConflict(input.name));
  return getRole({ db, id });
};

/** Only a role no live user holds can go; deleted users keep their history but lose the reference. */
export const deleteRole = async ({ db, actor, ip, id }: WriteContext & { id: string }) => {
  await db.transaction(async (tx) => {
    // Locks the role against a concurrent assignment (which takes KEY SHARE) until the count below is final.
    const [locked] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    if (!locked) throw notFound('Role');
    const { role, userCount } = await loadRole(tx, id);
    assertNotRoot(role, 'deleted');
    if (userCount > 0) {
      throw refuse('ROLE_IN_USE', `This role is still assigned to ${userCount} user(s).`, {
        count: userCount,
      });
    }
    await tx
      .update(users)
      .set({ roleId: null })
      .where(and(eq(users.roleId, id), isNotNull(users.deletedAt)));
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit({
      db: tx,
      actor: auditActorOf(actor),
      action: 'delete',
      entity: 'role',
      entityId: id,
      before: auditSnapshot(role),
      ip,
    });
  });
};
