import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { refreshTokens } from '@/db/schema/index.ts';

/**
 * Revokes the usable refresh tokens `where` names. Locking them first (in id order, so two revocations cannot
 * deadlock) waits for a renewal in flight on one of them; the update then reads a fresh snapshot (READ COMMITTED)
 * and so also ends the successor that renewal has just written, and the locks hold off the next renewal until the
 * revocation commits. A single update would leave that successor live. Expired tokens are left as they are: they
 * renew nothing, and a renewal deletes them (`issueRefreshToken`), which a lock here could deadlock with.
 */
export const revokeRefreshTokens = async (db: Executor, where: SQL | undefined) => {
  // `and()` of nothing is undefined, and no condition would revoke every sign-in of every user.
  if (!where) throw new Error('revokeRefreshTokens needs a condition');
  await db.transaction(async (tx) => {
    const now = new Date();
    const usable = and(where, isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));
    await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(usable)
      .orderBy(refreshTokens.id)
      .for('update');
    await tx.update(refreshTokens).set({ revokedAt: now }).where(usable);
  });
};
