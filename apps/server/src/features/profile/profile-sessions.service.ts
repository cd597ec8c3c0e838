import { createHash } from 'node:crypto';
import type { OwnSession } from '@brokerage/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sessions } from '@/db/schema/index.ts';
import { rememberRevokedSessions } from '@/features/admin/admin-sessions.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { WriteContext } from '@/platform/request-context.ts';

/**
 * The caller's own sessions (issue 12): list, revoke one, sign out everywhere else. A session is named by a hash
 * of its stored hash: the list never hands out what the table is keyed by, and nobody can name another user's
 * session (the lookups are limited to the caller's own rows). Administrators' session tools are in `admin`.
 */

/** The public id of a stored session: 32 hex characters, stable, and no use for signing in. */
export const sessionPublicId = (idHash: string): string =>
  createHash('sha256').update(`session:${idHash}`).digest('hex').slice(0, 32);

const liveSessionsOf = (db: Executor, userId: string) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));

/** `GET /profile/sessions`: the caller's live sessions, the most recently used first, the current one marked. */
export const listOwnSessions = async ({
  db,
  userId,
  currentIdHash,
}: {
  db: Executor;
  userId: string;
  currentIdHash: string | undefined;
}): Promise<OwnSession[]> =>
  (await liveSessionsOf(db, userId)).map((session) => ({
    id: sessionPublicId(session.idHash),
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    ip: session.ip,
    userAgent: session.userAgent,
    current: session.idHash === currentIdHash,
  }));

const auditEnded = async (
  tx: Executor,
  { actor, ip }: Pick<WriteContext, 'actor' | 'ip'>,
  ended: { idHash: string; createdAt: Date; ip: string | null; userAgent: string | null }[],
) => {
  for (const session of ended) {
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'session',
      entityId: sessionPublicId(session.idHash),
      before: {
        userId: actor.id,
        createdAt: session.createdAt,
        ip: session.ip,
        userAgent: session.userAgent,
      },
      ip,
    });
  }
};

/**
 * `DELETE /profile/sessions/{id}`: ends one of the caller's sessions (404 for any id that is not one of
 * theirs). Ending the current one is a sign-out; the web offers it only for the others.
 */
export const revokeOwnSession = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const session = (await liveSessionsOf(tx, actor.id)).find(
      (candidate) => sessionPublicId(candidate.idHash) === id,
    );
    if (!session) throw notFound('Session');
    await tx.delete(sessions).where(eq(sessions.idHash, session.idHash));
    // Remembered, or the other browser would renew its cookie with its identity refresh token.
    await rememberRevokedSessions(tx, [session]);
    await auditEnded(tx, { actor, ip }, [session]);
  });

/** `POST /profile/sessions/revoke-others`: every session of the caller but this one ends; answers how many. */
export const revokeOtherSessions = async ({
  db,
  actor,
  ip,
  currentIdHash,
}: WriteContext & { currentIdHash: string | undefined }): Promise<number> =>
  db.transaction(async (tx) => {
    const others = (await liveSessionsOf(tx, actor.id)).filter((session) => session.idHash !== currentIdHash);
    for (const session of others) await tx.delete(sessions).where(eq(sessions.idHash, session.idHash));
    await rememberRevokedSessions(tx, others);
    await auditEnded(tx, { actor, ip }, others);
    return others.length;
  });
