import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@brokerage/shared';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts, refreshTokens } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { randomToken, sha256 } from '@/platform/secrets.ts';
import { type IdentityAccount, isAccountDisabled } from './identity-accounts.service.ts';
import { REFRESH_TOKEN_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './identity-limits.ts';
import { revokeRefreshTokens } from './refresh-token-revocation.ts';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The sign-in it belongs to: its ID tokens carry it (`sid`) and the product session remembers it. */
  familyId: string;
}

/** A new refresh token; without `familyId` it starts a family (one sign-in). The table keeps only its hash. */
export const issueRefreshToken = async ({
  db,
  accountId,
  familyId = randomUUID(),
}: {
  db: Executor;
  accountId: string;
  familyId?: string;
}): Promise<IssuedRefreshToken> => {
  const now = Date.now();
  const token = randomToken(32);
  const expiresAt = new Date(now + REFRESH_TOKEN_TTL_MS);
  // An expired token can neither refresh nor reveal theft any more; dropping the account's old ones bounds the table.
  // A token a revocation holds is left for the next renewal or the cleanup job, rather than waited for.
  const expired = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.accountId, accountId), lt(refreshTokens.expiresAt, new Date(now))))
    .for('update', { skipLocked: true });
  await db.delete(refreshTokens).where(inArray(refreshTokens.id, expired));
  await db.insert(refreshTokens).values({ accountId, familyId, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt, familyId };
};

const revokeFamily = (db: Executor, familyId: string) =>
  revokeRefreshTokens(db, eq(refreshTokens.familyId, familyId));

type Rotation =
  | { account: IdentityAccount; refresh: IssuedRefreshToken }
  | { failure: ErrorCode; familyToRevoke?: string };

/**
 * The sign-in a presented refresh token may be spent for, or nothing. A live token is spent by a conditional
 * update, so only one of two concurrent presentations wins. A token rotated (or retired) within the grace was
 * most likely answered into a page that is gone: the family's current token is retired in its place, so the
 * family keeps one live token. A rotated token that comes back later means two holders (the client and a thief)
 * that cannot be told apart, so the whole family is revoked.
 */
const spendRefreshToken = async (tx: Executor, tokenHash: string, now: Date) => {
  const [rotated] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  if (rotated) return rotated;
  const [presented] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!presented?.rotatedAt || presented.revokedAt) return null;
  const lostAnswer =
    presented.expiresAt > now && now.getTime() - presented.rotatedAt.getTime() < REFRESH_TOKEN_REUSE_GRACE_MS;
  if (!lostAnswer) {
    await revokeFamily(tx, presented.familyId);
    return null;
  }
  const retired = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, presented.familyId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  // A family that is not revoked always has a live token newer than the presented one. None means a concurrent
  // sign-out, revocation or renewal took it first: refused, so the family neither reopens nor forks in two.
  return retired.length > 0 ? presented : null;
};

/**
 * Spends a refresh token for its successor in the same family. The transaction returns its failure instead of
 * throwing, so a revocation commits. A disabled account's family is revoked after the commit: the transaction
 * holds the spent token, and locking the family's others from there could deadlock with a revocation that took
 * them in id order and waits for that token. Once spent, the token renews nothing in between.
 */
export const rotateRefreshToken = async ({ db, token }: { db: Executor; token: string }) => {
  const tokenHash = sha256(token);
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const spent = await spendRefreshToken(tx, tokenHash, new Date());
    if (!spent) return { failure: 'REFRESH_TOKEN_INVALID' };
    const [account] = await tx
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.id, spent.accountId));
    if (!account || (await isAccountDisabled({ db: tx, account }))) {
      return {
        failure: account ? 'USER_DISABLED' : 'REFRESH_TOKEN_INVALID',
        familyToRevoke: spent.familyId,
      };
    }
    const refresh = await issueRefreshToken({ db: tx, accountId: account.id, familyId: spent.familyId });
    return { account, refresh };
  });
  if ('failure' in outcome) {
    // A revocation that fails leaves no usable token either (the spent one renews nothing): the caller still
    // learns why it was refused, and the failure travels as the refusal's cause.
    const revocationFailure = outcome.familyToRevoke
      ? await revokeFamily(db, outcome.familyToRevoke).then(
          () => undefined,
          (error: unknown) => error,
        )
      : undefined;
    throw new AppError(outcome.failure, { cause: revocationFailure });
  }
  return outcome;
};

/** Sign-out: ends the family of the presented token, whatever state that token is in. */
export const revokeRefreshTokenFamily = async ({ db, token }: { db: Executor; token: string }) => {
  const family = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  await revokeRefreshTokens(db, inArray(refreshTokens.familyId, family));
};

/**
 * True while the sign-in is alive: its current refresh token is neither revoked nor expired. An ID token of a
 * sign-in that was ended (signed out, its session revoked, its password reset) opens no new session.
 */
export const isRefreshFamilyLive = async ({ db, familyId }: { db: Executor; familyId: string }) => {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(live);
};

/** Ends these sign-ins: their refresh cookies stop working, and their ID tokens open no session. */
export const revokeRefreshFamilies = async ({
  db,
  familyIds,
}: {
  db: Executor;
  familyIds: readonly string[];
}) => {
  if (familyIds.length === 0) return;
  await revokeRefreshTokens(db, inArray(refreshTokens.familyId, [...familyIds]));
};
