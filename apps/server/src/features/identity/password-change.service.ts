import { type CurrentUser, identityErrors, type PasswordStatus } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sessions, users } from '@/db/schema/index.ts';
import { endOtherSessionsOf } from '@/features/admin/admin-sessions.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { refuser } from '@/platform/refusals.ts';
import { findOrCreateIdentityAccount } from './identity-accounts.service.ts';
import { findIdentityAccountByPhone, isEmailSharedWithOthers } from './password-accounts.service.ts';
import { hashPassword } from './password-hash.ts';
import { clearPasswordFailures } from './password-lockout.ts';
import { checkNewPassword, storePasswordHash } from './password-store.ts';

/**
 * How recent a sign-in must be to change the password without the old one: the session (one per sign-in, never
 * extended past its creation) started within these minutes. Someone who finds an unlocked screen an hour later
 * cannot take the account over.
 */
const refuseIdentity = refuser(identityErrors);

export const RECENT_SIGN_IN_MS = 5 * 60_000;

const emailOf = async (db: Executor, userId: string) => {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ? row.email.toLowerCase() : null;
};

/** What the profile shows about email sign-in for the signed-in user. */
export const getPasswordStatus = async ({
  db,
  actor,
}: {
  db: Executor;
  actor: CurrentUser;
}): Promise<PasswordStatus> => {
  const account = await findIdentityAccountByPhone({ db, phoneNumber: actor.phone });
  return {
    email: await emailOf(db, actor.id),
    hasPassword: Boolean(account?.passwordHash),
    changedAt: account?.passwordChangedAt?.toISOString() ?? null,
  };
};

/** REQUIRES_RECENT_LOGIN unless the caller's session was opened within RECENT_SIGN_IN_MS (a fresh sign-in). */
export const assertRecentSignIn = async ({
  db,
  sessionIdHash,
  now = new Date(),
}: {
  db: Executor;
  sessionIdHash: string;
  now?: Date;
}) => {
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.idHash, sessionIdHash));
  if (!session || now.getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new AppError('REQUIRES_RECENT_LOGIN');
  }
};

/**
 * Sets or changes the signed-in user's password. REQUIRES_RECENT_LOGIN when their session is older than
 * RECENT_SIGN_IN_MS; a refusal (NO_EMAIL) without an email, EMAIL_ALREADY_IN_USE when another live user holds the
 * same address (email sign-in could not tell them apart); WEAK_PASSWORD as for a reset. Audited, never the hash.
 */
export const changePassword = async ({
  db,
  actor,
  sessionIdHash,
  ip,
  newPassword,
  now = new Date(),
}: {
  db: Executor;
  actor: CurrentUser;
  sessionIdHash: string;
  ip: string | undefined;
  newPassword: string;
  now?: Date;
}): Promise<PasswordStatus> => {
  await assertRecentSignIn({ db, sessionIdHash, now });
  const email = await emailOf(db, actor.id);
  if (!email)
    throw refuseIdentity('NO_EMAIL_FOR_PASSWORD', 'Add an email address before setting a password.');
  if (await isEmailSharedWithOthers({ db, email, userId: actor.id }))
    throw new AppError('EMAIL_ALREADY_IN_USE');
  await checkNewPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);

  await db.transaction(async (tx) => {
    const account = await findOrCreateIdentityAccount({ db: tx, phoneNumber: actor.phone });
    await storePasswordHash({ db: tx, accountId: account.id, passwordHash, now });
    // The other devices sign in again with the new password; this one stays.
    await endOtherSessionsOf({ db: tx, userId: actor.id, keep: { idHash: sessionIdHash } });
    await recordAudit({
      db: tx,
      actor: { id: actor.id, name: actor.name },
      action: 'update',
      entity: 'identity_account',
      entityId: account.id,
      after: { password: account.passwordHash ? 'changed' : 'set' },
      ip,
    });
  });
  await clearPasswordFailures(db, email);
  return getPasswordStatus({ db, actor });
};
