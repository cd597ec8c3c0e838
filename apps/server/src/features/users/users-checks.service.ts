import {
  type CurrentUser,
  isReservedRoleName,
  isRoot,
  keysBeyondHolder,
  usersErrors,
} from '@brokerage/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client.ts';
import { companies, roles, teams, users } from '@/db/schema/index.ts';
import { deleteUserSessions } from '@/features/auth/sessions.service.ts';
import { revokeIdentitySessions } from '@/features/identity/identity-accounts.service.ts';
import { isEmailSharedWithOthers, lockEmail } from '@/features/identity/password-accounts.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { refuser } from '@/platform/refusals.ts';
import { invalidField, isUniqueViolation } from '@/platform/service-errors.ts';

import type { UserRow } from './users.service.ts';

const refuse = refuser(usersErrors);

export const phoneTaken = () =>
  new AppError('PHONE_ALREADY_REGISTERED', {
    message: 'This phone number is already registered to another user.',
  });

/**
 * Checks the references a write sets: each must exist (400 naming the field), the team must belong to the
 * user's company, and the root role may only be given by root (403). The rows are locked FOR KEY SHARE so a
 * concurrent delete of the role, company or team waits for this write (and then sees the new user).
 */
export const checkReferences = async ({
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

export const assertPhoneFree = async (db: Executor, phone: string, exceptUserId?: string) => {
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

/**
 * The email is a way to sign in and to reset a password, so two live users may not share one (a pending
 * registration included: its address becomes a sign-in address on approval). Compared without case; call in the
 * transaction that writes the email, which holds the address until it ends (`lockEmail`).
 */
export const assertEmailFree = async (tx: Transaction, email: string | null, exceptUserId?: string) => {
  if (!email) return;
  await lockEmail(tx, email);
  if (await isEmailSharedWithOthers({ db: tx, email: email.toLowerCase(), userId: exceptUserId }))
    throw new AppError('EMAIL_ALREADY_IN_USE');
};

/** A user who is not active may not hold a session, and a disabled one may not mint new ID tokens either. */
export const endAccessIfInactive = async (db: Executor, user: UserRow) => {
  if (user.status === 'active' && !user.deletedAt) return;
  await deleteUserSessions({ db, userId: user.id });
  if (user.status === 'disabled' || user.deletedAt) await revokeIdentitySessions(db, user.phone);
};

/** The partial unique index on live phones (the only unique index of users) can still refuse a row that raced past the check. */
export const translatePhoneConflict = (error: unknown): never => {
  if (isUniqueViolation(error)) throw phoneTaken();
  throw error;
};
