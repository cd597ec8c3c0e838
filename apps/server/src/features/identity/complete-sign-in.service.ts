import type { MfaInfo } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { signIdToken } from './id-token.service.ts';
import { type IdentityAccount, isAccountDisabled } from './identity-accounts.service.ts';
import { describeEnrollment, findConfirmedEnrollment } from './mfa-enrollments.queries.ts';
import { issuePendingCredential } from './mfa-pending-credentials.service.ts';
import { type IssuedRefreshToken, issueRefreshToken } from './refresh-tokens.service.ts';

/** Every factor proven: an ID token, and a refresh token the route sets as a cookie. */
export interface SignedIn {
  status: 'signed-in';
  account: IdentityAccount;
  idToken: string;
  expiresIn: number;
  refresh: IssuedRefreshToken;
}

/** The first factor proven for an account enrolled in TOTP: the second step still has to happen. */
export interface MultiFactorPending {
  status: 'multi-factor-pending';
  account: IdentityAccount;
  mfaPendingCredential: string;
  mfaInfo: MfaInfo[];
}

export type FirstFactorOutcome = SignedIn | MultiFactorPending;

/**
 * The account whose first factor was just proven, or the step that proves it inside the transaction (spending
 * an SMS code, creating the account on its first sign-in), so a refusal below leaves nothing behind.
 */
export type ProvenAccount = IdentityAccount | ((tx: Executor) => Promise<IdentityAccount>);

/** In a transaction: the sign-in's side effects once every factor is proven (last sign-in, a refresh-token family). */
export const recordSignIn = async ({ db, account }: { db: Executor; account: IdentityAccount }) => {
  await db
    .update(identityAccounts)
    .set({ lastSignInAt: new Date() })
    .where(eq(identityAccounts.id, account.id));
  return issueRefreshToken({ db, accountId: account.id });
};

/** After commit, because loading the signing key uses the database on its own. */
export const signInAnswer = async ({
  db,
  appSecret,
  account,
  refresh,
}: {
  db: Executor;
  appSecret: string;
  account: IdentityAccount;
  refresh: IssuedRefreshToken;
}): Promise<SignedIn> => {
  const { idToken, expiresIn } = await signIdToken({
    db,
    appSecret,
    accountId: account.id,
    phoneNumber: account.phoneNumber,
    familyId: refresh.familyId,
  });
  return { status: 'signed-in', account, idToken, expiresIn, refresh };
};

/**
 * What every sign-in method does once its first factor (SMS code, password) is proven: refuse a disabled
 * account, then either sign in (last sign-in, refresh token, ID token) or, when the account has a confirmed
 * TOTP factor, hand out a pending multi-factor credential instead (SPEC §4 Session, multi-factor pending).
 */
export const completeFirstFactor = async ({
  db,
  appSecret,
  account: proven,
}: {
  db: Executor;
  appSecret: string;
  account: ProvenAccount;
}): Promise<FirstFactorOutcome> => {
  const outcome = await db.transaction(async (tx) => {
    const account = typeof proven === 'function' ? await proven(tx) : proven;
    if (await isAccountDisabled({ db: tx, account })) throw new AppError('USER_DISABLED');
    const enrollment = await findConfirmedEnrollment({ db: tx, accountId: account.id });
    if (enrollment) {
      const mfaPendingCredential = await issuePendingCredential({ db: tx, accountId: account.id });
      return {
        status: 'multi-factor-pending' as const,
        account,
        mfaPendingCredential,
        mfaInfo: [describeEnrollment(enrollment)],
      };
    }
    return { status: 'refresh' as const, account, refresh: await recordSignIn({ db: tx, account }) };
  });
  if (outcome.status === 'multi-factor-pending') return outcome;
  return signInAnswer({ db, appSecret, account: outcome.account, refresh: outcome.refresh });
};
