import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sessions } from '@/db/schema/index.ts';
import { randomToken, sha256 } from '@/platform/secrets.ts';

export interface SessionContext {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** A new server-side session: the caller gets the raw id for the cookie, the table keeps only its hash. */
export const createSession = async ({
  db,
  userId,
  refreshFamilyId = null,
  ttlHours,
  context,
}: {
  db: Executor;
  userId: string;
  /** The identity sign-in behind it, so ending the session ends that sign-in too. */
  refreshFamilyId?: string | null;
  ttlHours: number;
  context: SessionContext;
}) => {
  const sessionId = randomToken(32);
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({
    idHash: sha256(sessionId),
    userId,
    refreshFamilyId,
    expiresAt,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 512),
  });
  return { sessionId, expiresAt };
};

/** Extends a live session of this user; false when there is none to extend. */
export const extendSession = async ({
  db,
  sessionIdHash,
  userId,
  ttlHours,
}: {
  db: Executor;
  sessionIdHash: string;
  userId: string;
  ttlHours: number;
}): Promise<Date | null> => {
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  const updated = await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date() })
    .where(
      and(
        eq(sessions.idHash, sessionIdHash),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ idHash: sessions.idHash });
  return updated.length > 0 ? expiresAt : null;
};

export const deleteSession = async ({ db, sessionIdHash }: { db: Executor; sessionIdHash: string }) => {
  await db.delete(sessions).where(eq(sessions.idHash, sessionIdHash));
};

/** Ends every session of a user at once (disabling, role removal). */
export const deleteUserSessions = async ({ db, userId }: { db: Executor; userId: string }) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};
