import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_WRONG_TRIES,
  VERIFICATION_CODE_TTL_MS,
  type VerificationPurpose,
} from '@brokerage/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { verificationCodes } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { keyedHash, randomToken, sha256 } from '@/platform/secrets.ts';

/** Expired codes are kept a day, so a late try still hears CODE_EXPIRED rather than INVALID_SESSION_INFO. */
const EXPIRED_CODE_RETENTION_MS = 24 * 3_600_000;

export type VerificationCode = typeof verificationCodes.$inferSelect;

/**
 * The code is hashed with the application secret and bound to its sessionInfo: six digits are too few for a
 * plain hash, and a leaked table row alone cannot be replayed with another session.
 */
const hashCode = (appSecret: string, sessionInfo: string, code: string) =>
  keyedHash(appSecret, `verification-code:${sessionInfo}:${code}`);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A new single-use code for `phoneNumber`; the caller sends `code` by SMS and hands `sessionInfo` to the client. */
export const createVerificationCode = async ({
  db,
  appSecret,
  phoneNumber,
  purpose,
}: {
  db: Executor;
  appSecret: string;
  phoneNumber: string;
  purpose: VerificationPurpose;
}) => {
  const now = Date.now();
  const sessionInfo = randomToken(32);
  const code = randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
  const expiresAt = new Date(now + VERIFICATION_CODE_TTL_MS);
  await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.phoneNumber, phoneNumber),
        lt(verificationCodes.expiresAt, new Date(now - EXPIRED_CODE_RETENTION_MS)),
      ),
    );
  await db.insert(verificationCodes).values({
    sessionInfoHash: sha256(sessionInfo),
    phoneNumber,
    purpose,
    codeHash: hashCode(appSecret, sessionInfo, code),
    expiresAt,
  });
  return { sessionInfo, code, expiresAt };
};

/**
 * The code row when `code` is right and still usable; otherwise throws the SPEC §8 error. A wrong code is
 * counted by a single conditional update, committed on its own, so concurrent guesses cannot exceed the
 * allowance; once it is spent even the right code is refused. Consuming is a separate step
 * (`consumeVerificationCode`) so it can join the sign-in transaction.
 */
export const checkVerificationCode = async ({
  db,
  appSecret,
  sessionInfo,
  code,
}: {
  db: Executor;
  appSecret: string;
  sessionInfo: string;
  code: string;
}): Promise<VerificationCode> => {
  const typed = code.replace(/\s/g, '');
  if (!typed) throw new AppError('MISSING_CODE');

  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.sessionInfoHash, sha256(sessionInfo)));
  if (!row || row.consumedAt) throw new AppError('INVALID_SESSION_INFO');
  if (row.failedAttempts >= VERIFICATION_CODE_MAX_WRONG_TRIES)
    throw new AppError('TOO_MANY_ATTEMPTS_TRY_LATER');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('CODE_EXPIRED');
  if (sameHash(row.codeHash, hashCode(appSecret, sessionInfo, typed))) return row;

  const [counted] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.failedAttempts, VERIFICATION_CODE_MAX_WRONG_TRIES),
      ),
    )
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  // Nothing counted: concurrent wrong tries used up the allowance first (or the right code won the race).
  if (!counted) throw new AppError('TOO_MANY_ATTEMPTS_TRY_LATER');
  throw new AppError('INVALID_CODE', {
    details: { remainingTries: VERIFICATION_CODE_MAX_WRONG_TRIES - counted.failedAttempts },
  });
};

/** Marks a checked code used; only one of two concurrent sign-ins with the same code gets past this update. */
export const consumeVerificationCode = async ({ db, id }: { db: Executor; id: string }) => {
  const now = new Date();
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.failedAttempts, VERIFICATION_CODE_MAX_WRONG_TRIES),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!consumed) throw new AppError('INVALID_SESSION_INFO');
};
