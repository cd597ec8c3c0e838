import type { SignInWithPhoneInput } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { consumeRateLimit, resetRateLimit } from '@/platform/rate-limit.ts';
import { signIdToken } from './id-token.service.ts';
import { findOrCreateIdentityAccount, isAccountDisabled } from './identity-accounts.service.ts';
import { codeSendBucket, signInAttemptsPerIp } from './identity-limits.ts';
import { issueRefreshToken } from './refresh-tokens.service.ts';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes.service.ts';

/**
 * Exchanges a code for an ID token and a new refresh-token family. The code is checked first, outside any
 * transaction, so a wrong try stays counted; consuming it, creating the account on first sign-in and issuing
 * the refresh token then happen in one transaction, so a disabled account leaves nothing behind. The token is
 * signed after commit because loading the signing key uses the database on its own.
 */
export const signInWithPhone = async ({
  db,
  appSecret,
  ip,
  attemptsPerIpPerHour,
  input,
}: {
  db: Executor;
  appSecret: string;
  ip: string;
  attemptsPerIpPerHour: number;
  input: Required<SignInWithPhoneInput>;
}) => {
  await consumeRateLimit({
    db,
    bucket: `identity:sign-in:ip:${ip}`,
    rules: signInAttemptsPerIp(attemptsPerIpPerHour),
  });
  const checked = await checkVerificationCode({
    db,
    appSecret,
    sessionInfo: input.sessionInfo,
    code: input.code,
  });

  const { account, refresh } = await db.transaction(async (tx) => {
    await consumeVerificationCode({ db: tx, id: checked.id });
    const account = await findOrCreateIdentityAccount({ db: tx, phoneNumber: checked.phoneNumber });
    if (await isAccountDisabled({ db: tx, account })) throw new AppError('USER_DISABLED');
    await tx
      .update(identityAccounts)
      .set({ lastSignInAt: new Date() })
      .where(eq(identityAccounts.id, account.id));
    const refresh = await issueRefreshToken({ db: tx, accountId: account.id });
    return { account, refresh };
  });

  await resetRateLimit({ db, bucket: codeSendBucket(account.phoneNumber) });
  const { idToken, expiresIn } = await signIdToken({
    db,
    appSecret,
    accountId: account.id,
    phoneNumber: account.phoneNumber,
  });
  return { idToken, expiresIn, phoneNumber: account.phoneNumber, refresh };
};
