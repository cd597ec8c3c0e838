import {
  type ApproveUserInput,
  type CurrentUser,
  type createUserInputSchema,
  isReservedRoleName,
  isRoot,
  type UserStatus,
  type updateUserInputSchema,
  usersErrors,
} from '@brokerage/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '@/db/schema/index.ts';
import { revokeIdentitySessions } from '@/features/identity/identity-accounts.service.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';
import { getUser, type JoinedUser, loadJoinedUser, type UserRow } from './users.service.ts';
import {
  assertEmailFree,
  assertPhoneFree,
  checkReferences,
  endAccessIfInactive,
  translatePhoneConflict,
} from './users-checks.service.ts';

const refuse = refuser(usersErrors);

type CreateUserValues = z.output<typeof createUserInputSchema>;
type UpdateUserValues = z.output<typeof updateUserInputSchema>;

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

/** Only root may touch a root user or hand out the root role. */
const assertMayManage = (actor: CurrentUser, target: JoinedUser | null) => {
  if (target?.role && isReservedRoleName(target.role.name) && !isRoot(actor)) throw new AppError('FORBIDDEN');
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
      const email = blankToNull(input.email)?.toLowerCase() ?? null;
      await assertEmailFree(tx, email);
      const [created] = await tx
        .insert(users)
        .values({
          phone: input.phone,
          firstName: input.firstName,
          lastName: input.lastName,
          email,
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
      if (next.email?.toLowerCase() !== before.email?.toLowerCase())
        await assertEmailFree(tx, next.email, id);
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
    await assertEmailFree(tx, target.user.email, id);
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
