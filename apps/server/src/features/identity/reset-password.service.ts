import type { ResetPasswordInput } from '@brokerage/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts, passwordResetTokens, refreshTokens, users } from '@/db/schema/index.ts';
import { endOtherSessionsOf } from '@/features/admin/admin-sessions.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { automatedActor, recordAudit } from '@/platform/audit.ts';
import { consumeRateLimit } from '@/platform/rate-limit.ts';
import { findEmailHolder } from './password-accounts.service.ts';
import { hashPassword } from './password-hash.ts';
import { clearPasswordFailures } from './password-lockout.ts';
import { checkNewPassword, storePasswordHash } from './password-store.ts';
import { revokeRefreshTokens } from './refresh-token-revocation.ts';
import { resetCodeHash } from './reset-link.service.ts';

/** Codes tried from one address an hour: a 32-byte code cannot be guessed, this only bounds the noise. */
const RESET_ATTEMPTS_PER_IP_PER_HOUR = 60;

/**
 * SPEC §7 `accounts:resetPassword`. An unknown or used code is INVALID_ACTION_CODE, an old one
 * EXPIRED_ACTION_CODE; a weak password is refused before the code is spent, so the same link can try again.
 * Spending the code is a conditional update inside the transaction that stores the hash: of two concurrent uses,
 * one wins and the other finds it used. The account's other links die with it, its refresh tokens are revoked
 * (whoever knew the old password is signed out of the identity service) and its failed sign-ins are forgotten.
 */
export const resetPassword = async ({
  db,
  ip,
  input,
  now = new Date(),
}: {
  db: Executor;
  ip: string;
  input: Required<ResetPasswordInput>;
  now?: Date;
}): Promise<void> => {
  await consumeRateLimit({
    db,
    bucket: `identity:password-reset:ip:${ip}`,
    rules: [{ max: RESET_ATTEMPTS_PER_IP_PER_HOUR, windowMs: 3_600_000 }],
  });
  const [link] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, resetCodeHash(input.oobCode)));
  if (!link || link.usedAt) throw new AppError('INVALID_ACTION_CODE');
  if (link.expiresAt <= now) throw new AppError('EXPIRED_ACTION_CODE');

  const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, link.accountId));
  const holder = account ? await findEmailHolder({ db, email: link.email }) : null;
  // The address changed hands (or its user left) since the link was sent: it no longer opens this account.
  if (!account || !holder || holder.phone !== account.phoneNumber) throw new AppError('USER_NOT_FOUND');
  if (account.disabled || holder.status === 'disabled') throw new AppError('USER_DISABLED');
  await checkNewPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);

  await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw new AppError('INVALID_ACTION_CODE');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.accountId, account.id),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.id, link.id),
        ),
      );
    await storePasswordHash({ db: tx, accountId: account.id, passwordHash, now });
    await revokeRefreshTokens(tx, eq(refreshTokens.accountId, account.id));
    // Whoever forced the reset may be an intruder's victim: no open session outlives the new password.
    await endOtherSessionsOf({ db: tx, userId: holder.userId });
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, holder.userId));
    await recordAudit({
      db: tx,
      actor: user
        ? { id: user.id, name: `${user.firstName} ${user.lastName}` }
        : automatedActor('password-reset-link'),
      action: 'update',
      entity: 'identity_account',
      entityId: account.id,
      after: { password: 'reset by emailed link' },
      ip,
    });
  });
  await clearPasswordFailures(db, link.email);
};
