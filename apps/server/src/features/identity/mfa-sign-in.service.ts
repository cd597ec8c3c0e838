import type { MfaSignInFinalizeInput } from '@brokerage/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts, mfaPendingCredentials } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { sha256 } from '@/platform/secrets.ts';
import { recordSignIn, type SignedIn, signInAnswer } from './complete-sign-in.service.ts';
import { isAccountDisabled } from './identity-accounts.service.ts';
import { findConfirmedEnrollment } from './mfa-enrollments.queries.ts';
import { PENDING_CREDENTIAL_MAX_WRONG_TRIES } from './mfa-limits.ts';
import { verifySecondFactor } from './mfa-second-factor.service.ts';

const usable = (credentialHash: string, now: Date) =>
  and(
    eq(mfaPendingCredentials.credentialHash, credentialHash),
    isNull(mfaPendingCredentials.consumedAt),
    lt(mfaPendingCredentials.failedAttempts, PENDING_CREDENTIAL_MAX_WRONG_TRIES),
    gt(mfaPendingCredentials.expiresAt, now),
  );

/** Counts a wrong code against the credential (one conditional update) and says how many tries are left. */
const countWrongCode = async (db: Executor, credentialHash: string) => {
  const [counted] = await db
    .update(mfaPendingCredentials)
    .set({ failedAttempts: sql`${mfaPendingCredentials.failedAttempts} + 1` })
    .where(usable(credentialHash, new Date()))
    .returning({ failedAttempts: mfaPendingCredentials.failedAttempts });
  if (!counted) return new AppError('TOO_MANY_ATTEMPTS_TRY_LATER');
  return new AppError('INVALID_CODE', {
    details: { remainingTries: PENDING_CREDENTIAL_MAX_WRONG_TRIES - counted.failedAttempts },
  });
};

/**
 * `mfaSignIn:finalize`: a pending credential (short-lived, single-use, bound to its account) plus a TOTP code or
 * a recovery code gives the ID token and a refresh-token family. Unknown or spent credential:
 * INVALID_SESSION_INFO; expired: CODE_EXPIRED; five wrong codes spend it (TOO_MANY_ATTEMPTS_TRY_LATER), and the
 * account's own allowance (verifySecondFactor) throttles guesses across credentials.
 */
export const finalizeMfaSignIn = async ({
  db,
  appSecret,
  input,
}: {
  db: Executor;
  appSecret: string;
  input: Required<MfaSignInFinalizeInput>;
}): Promise<SignedIn> => {
  const credentialHash = sha256(input.mfaPendingCredential);
  const [pending] = await db
    .select()
    .from(mfaPendingCredentials)
    .where(eq(mfaPendingCredentials.credentialHash, credentialHash));
  if (!pending || pending.consumedAt) throw new AppError('INVALID_SESSION_INFO');
  if (pending.failedAttempts >= PENDING_CREDENTIAL_MAX_WRONG_TRIES)
    throw new AppError('TOO_MANY_ATTEMPTS_TRY_LATER');
  if (pending.expiresAt.getTime() <= Date.now()) throw new AppError('CODE_EXPIRED');
  // Withdrawn since the first factor: that sign-in no longer has a second step to finish.
  const enrollment = await findConfirmedEnrollment({ db, accountId: pending.accountId });
  if (!enrollment) throw new AppError('INVALID_SESSION_INFO');

  try {
    await verifySecondFactor({ db, appSecret, enrollment, code: input.code, allowRecoveryCode: true });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CODE')
      throw await countWrongCode(db, credentialHash);
    throw error;
  }

  const { account, refresh } = await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(mfaPendingCredentials)
      .set({ consumedAt: new Date() })
      .where(usable(credentialHash, new Date()))
      .returning({ accountId: mfaPendingCredentials.accountId });
    if (!consumed) throw new AppError('INVALID_SESSION_INFO');
    const [account] = await tx
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.id, consumed.accountId));
    if (!account) throw new AppError('INVALID_SESSION_INFO');
    if (await isAccountDisabled({ db: tx, account })) throw new AppError('USER_DISABLED');
    return { account, refresh: await recordSignIn({ db: tx, account }) };
  });
  return signInAnswer({ db, appSecret, account, refresh });
};
