import type { SignInWithPhoneInput } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { consumeRateLimit, resetRateLimit } from '@/platform/rate-limit.ts';
import { completeFirstFactor } from './complete-sign-in.service.ts';
import { findOrCreateIdentityAccount } from './identity-accounts.service.ts';
import { codeSendBucket, signInAttemptsPerIp } from './identity-limits.ts';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes.service.ts';

/**
 * Exchanges a code for an ID token and a new refresh-token family, or for a pending multi-factor credential
 * when the account has a second factor (complete-sign-in.service.ts). The code is checked first, outside any
 * transaction, so a wrong try stays counted; consuming it and creating the account on first sign-in happen in
 * the transaction that completes the sign-in, so a disabled account leaves nothing behind.
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

  const outcome = await completeFirstFactor({
    db,
    appSecret,
    account: async (tx) => {
      await consumeVerificationCode({ db: tx, id: checked.id });
      return findOrCreateIdentityAccount({ db: tx, phoneNumber: checked.phoneNumber });
    },
  });
  // The number is proven either way: its code-send backoff starts again.
  await resetRateLimit({ db, bucket: codeSendBucket(outcome.account.phoneNumber) });
  return outcome;
};
