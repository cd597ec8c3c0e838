import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { refreshTokens } from '@/db/schema/index.ts';

/**
 * Revokes the usable refresh tokens `where` names, with no renewal slipping through. Locking them first (in id
 * order, so two revocations cannot deadlock) waits for a renewal in flight on one of them, and holds off the next
 * until the revocation commits. The update then runs again until it changes nothing: under READ COMMITTED each
 * run reads a fresh snapshot, so it also ends the successor a renewal has just written, and it waits for a renewal
 * of that successor still in flight. It ends because a renewal writes a successor only while it holds a live token
 * of the family. Expired tokens are left as they are: they renew nothing, and a renewal deletes them
 * (`issueRefreshToken`).
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
    for (;;) {
      const revoked = await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(usable)
        .returning({ id: refreshTokens.id });
      if (revoked.length === 0) return;
    }
  });
};
