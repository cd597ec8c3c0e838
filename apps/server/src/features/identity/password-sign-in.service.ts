import type { SignInWithPasswordInput } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts } from '@/db/schema/index.ts';
import type { Captcha } from '@/integrations/captcha/captcha.ts';
import { AppError } from '@/platform/app-error.ts';
import { consumeRateLimit } from '@/platform/rate-limit.ts';
import { completeFirstFactor, type FirstFactorOutcome } from './complete-sign-in.service.ts';
import { findEmailHolder, findIdentityAccountByPhone } from './password-accounts.service.ts';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password-hash.ts';
import {
  checkPasswordLockout,
  clearPasswordFailures,
  passwordAttemptsPerIp,
  recordPasswordFailure,
} from './password-lockout.ts';

/** The account behind an email and a password, or null: unknown email, no password set, or a wrong one. */
const accountForCredentials = async (db: Executor, email: string, password: string) => {
  const holder = await findEmailHolder({ db, email });
  const account = holder ? await findIdentityAccountByPhone({ db, phoneNumber: holder.phone }) : null;
  if (!account?.passwordHash) return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(password, account.passwordHash)) ? account : null;
};

/**
 * SPEC §7 `accounts:signInWithPassword`. The order is the defence: the address limit, then the lock, then the
 * captcha when failures asked for it, then the hash. Every miss (unknown email, no password, wrong password)
 * answers INVALID_CREDENTIAL after the same work, so the form reveals no account. A correct password is the
 * first factor: completeFirstFactor (shared with the SMS code) refuses a disabled user, then answers an ID token,
 * or the pending multi-factor credential of a TOTP-enrolled account. Either way the email's failures are cleared.
 */
export const signInWithPassword = async ({
  db,
  appSecret,
  captcha,
  ip,
  attemptsPerIpPerHour,
  input,
}: {
  db: Executor;
  appSecret: string;
  captcha: Captcha;
  ip: string;
  attemptsPerIpPerHour: number;
  input: Required<SignInWithPasswordInput>;
}): Promise<FirstFactorOutcome> => {
  const { email, password } = input;
  await consumeRateLimit({
    db,
    bucket: `identity:password-attempt:ip:${ip}`,
    rules: passwordAttemptsPerIp(attemptsPerIpPerHour),
  });
  const { captchaRequired } = await checkPasswordLockout({ db, email, ip });
  if (captchaRequired) {
    if (!input.captcha) throw new AppError('CAPTCHA_REQUIRED', { details: { captchaRequired: true } });
    if (!(await captcha.verify(input.captcha)))
      throw new AppError('CAPTCHA_FAILED', { details: { captchaRequired: true } });
  }

  const account = await accountForCredentials(db, email, password);
  if (!account) {
    const next = await recordPasswordFailure({ db, email, ip });
    throw new AppError('INVALID_CREDENTIAL', { details: { captchaRequired: next.captchaRequired } });
  }

  // Hashes made with older parameters are replaced while the password is at hand.
  const rehashed =
    account.passwordHash && needsRehash(account.passwordHash) ? await hashPassword(password) : null;
  const outcome = await completeFirstFactor({
    db,
    appSecret,
    account: async (tx) => {
      if (rehashed) {
        await tx
          .update(identityAccounts)
          .set({ passwordHash: rehashed })
          .where(eq(identityAccounts.id, account.id));
      }
      return account;
    },
  });
  await clearPasswordFailures(db, email);
  return outcome;
};
