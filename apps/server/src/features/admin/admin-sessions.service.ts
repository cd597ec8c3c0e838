import type { AdminSession, AdminSessionsQuery } from '@brokerage/shared';
import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { revokedSessions, sessions, users } from '@/db/schema/index.ts';
import { revokeIdentitySessions } from '@/features/identity/identity-accounts.service.ts';
import { revokeRefreshFamilies } from '@/features/identity/refresh-tokens.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { containsPattern, limitOffset, pageOf } from '@/platform/lists.ts';

type SessionRow = Pick<
  typeof sessions.$inferSelect,
  'idHash' | 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'ip' | 'userAgent'
> & { user: { id: string; firstName: string; lastName: string; phone: string } };

const toAdminSession = (row: SessionRow, currentIdHash: string | undefined): AdminSession => ({
  id: row.idHash,
  user: {
    id: row.user.id,
    name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    phone: row.user.phone,
  },
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
  current: row.idHash === currentIdHash,
});

const sessionColumns = {
  idHash: sessions.idHash,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone },
};

const SORT_COLUMNS = {
  lastSeenAt: sessions.lastSeenAt,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
} as const;

/** Live sessions (not expired), most recently seen first unless sorted otherwise. */
export const findSessions = async ({
  db,
  query,
  currentIdHash,
}: {
  db: Database;
  query: AdminSessionsQuery;
  currentIdHash: string | undefined;
}) => {
  const where: SQL | undefined = and(
    gt(sessions.expiresAt, new Date()),
    query.userId ? eq(sessions.userId, query.userId) : undefined,
    query.search
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(query.search)),
          ilike(users.phone, containsPattern(query.search)),
        )
      : undefined,
  );
  const direction = query.sort ? (query.order === 'desc' ? desc : asc) : desc;
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(sessionColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort ?? 'lastSeenAt']), asc(sessions.idHash))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  return pageOf(
    rows.map((row) => toAdminSession(row, currentIdHash)),
    totals?.total ?? 0,
    query,
  );
};

interface RevokeContext {
  db: Database;
  actor: AuditActor;
  ip: string | undefined;
}

type EndedSession = Pick<typeof sessions.$inferSelect, 'idHash' | 'userId' | 'expiresAt' | 'refreshFamilyId'>;

/**
 * What ending sessions means beyond deleting their rows: each is remembered until it would have expired, so its
 * cookie cannot be renewed (`wasSessionRevoked`), and the identity sign-in it was opened with ends too, so that
 * browser's refresh cookie and ID token open no new session either.
 */
export const rememberRevokedSessions = async (tx: Executor, ended: readonly EndedSession[]) => {
  if (ended.length === 0) return;
  await revokeRefreshFamilies({
    db: tx,
    familyIds: ended.flatMap((session) => (session.refreshFamilyId ? [session.refreshFamilyId] : [])),
  });
  await tx
    .insert(revokedSessions)
    .values(ended.map(({ idHash, userId, expiresAt }) => ({ idHash, userId, expiresAt })))
    .onConflictDoNothing();
};

/**
 * True when the session behind this cookie was ended (by an administrator or from its user's profile): `/auth/refresh-token` then refuses to open a
 * new one for it, and the browser goes to the sign-in page.
 */
export const wasSessionRevoked = async ({ db, sessionIdHash }: { db: Executor; sessionIdHash: string }) => {
  const [found] = await db
    .select({ idHash: revokedSessions.idHash })
    .from(revokedSessions)
    .where(and(eq(revokedSessions.idHash, sessionIdHash), gt(revokedSessions.expiresAt, new Date())));
  return Boolean(found);
};

/**
 * Ends one session at once: its row goes, so the next request with that cookie is 401, and the cookie is
 * remembered as revoked, so the browser cannot renew it with its identity refresh token. The audit entry names
 * the user whose session ended (entity `session`, id = the user's id: the session's own id is a hash nobody reads).
 */
export const revokeSession = ({ db, actor, ip, id }: RevokeContext & { id: string }) =>
  db.transaction(async (tx) => {
    const [ended] = await tx.delete(sessions).where(eq(sessions.idHash, id)).returning({
      idHash: sessions.idHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      refreshFamilyId: sessions.refreshFamilyId,
      createdAt: sessions.createdAt,
      ip: sessions.ip,
    });
    if (!ended) throw notFound('Session');
    await rememberRevokedSessions(tx, [ended]);
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'session',
      entityId: ended.userId,
      before: { sessions: 1, startedAt: ended.createdAt, signedInFrom: ended.ip },
      ip,
    });
    return { revoked: 1 };
  });

/**
 * Ends every session of a user (0 when they had none) and revokes their identity refresh tokens, so no browser of
 * theirs can mint a new ID token: each must sign in again with an SMS code. 404 when there is no such user.
 */
export const revokeUserSessions = ({ db, actor, ip, userId }: RevokeContext & { userId: string }) =>
  db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('User');
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({
      idHash: sessions.idHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      refreshFamilyId: sessions.refreshFamilyId,
    });
    await rememberRevokedSessions(tx, ended);
    await revokeIdentitySessions(tx, user.phone);
    if (ended.length > 0)
      await recordAudit({
        db: tx,
        actor,
        action: 'delete',
        entity: 'session',
        entityId: userId,
        before: { sessions: ended.length },
        ip,
      });
    return { revoked: ended.length };
  });

/**
 * Ends every session of a user but the one to keep (the caller's own, by its cookie or its sign-in), with what
 * ending means (`rememberRevokedSessions`): after a password reset or change, or a second factor set up, an
 * intruder's open session or sign-in must not outlive it.
 */
export const endOtherSessionsOf = async ({
  db,
  userId,
  keep = {},
}: {
  db: Executor;
  userId: string;
  keep?: { idHash?: string; refreshFamilyId?: string };
}) => {
  const conditions: SQL[] = [eq(sessions.userId, userId)];
  if (keep.idHash) conditions.push(ne(sessions.idHash, keep.idHash));
  if (keep.refreshFamilyId)
    conditions.push(
      or(isNull(sessions.refreshFamilyId), ne(sessions.refreshFamilyId, keep.refreshFamilyId)) as SQL,
    );
  const ended = await db
    .delete(sessions)
    .where(and(...conditions))
    .returning({
      idHash: sessions.idHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      refreshFamilyId: sessions.refreshFamilyId,
    });
  await rememberRevokedSessions(db, ended);
  return ended.length;
};
