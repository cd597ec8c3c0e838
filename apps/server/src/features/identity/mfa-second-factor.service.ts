import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mfaEnrollments } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { consumeRateLimit, resetRateLimit } from '@/platform/rate-limit.ts';
import { createSecretBox } from '@/platform/secret-box.ts';
import type { MfaEnrollment } from './mfa-enrollments.queries.ts';
import { SECOND_FACTOR_TRIES_PER_ACCOUNT } from './mfa-limits.ts';
import { looksLikeRecoveryCode, spendRecoveryCode } from './mfa-recovery-codes.service.ts';
import { matchingTotpStep } from './mfa-totp.ts';

/** TOTP secrets are sealed at rest under their own purpose, so no other sealed value opens as one. */
export const totpSecretBox = (appSecret: string) => createSecretBox('totp-secret', [appSecret]);

const accountBucket = (accountId: string) => `identity:mfa:account:${accountId}`;

/**
 * Records a TOTP step as used, unless this or a later step already was: the conditional update lets one of
 * two concurrent submissions of the same code through, and refuses the code ever after (no replay).
 */
const spendTotpStep = async (db: Executor, enrollmentId: string, step: number) => {
  const [spent] = await db
    .update(mfaEnrollments)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(mfaEnrollments.id, enrollmentId),
        or(isNull(mfaEnrollments.lastUsedStep), lt(mfaEnrollments.lastUsedStep, step)),
      ),
    )
    .returning({ id: mfaEnrollments.id });
  return Boolean(spent);
};

/**
 * Checks a second-factor code for an enrolment: a TOTP code of the current step (±1) not used before, or
 * (confirmed enrolments only) an unused recovery code, which it spends. Every try counts against the account's
 * allowance until one succeeds, whichever credential or route it came through, so guessing is throttled even
 * across many pending credentials. Throws MISSING_CODE, INVALID_CODE or TOO_MANY_ATTEMPTS_TRY_LATER.
 */
export const verifySecondFactor = async ({
  db,
  appSecret,
  enrollment,
  code,
  allowRecoveryCode,
}: {
  db: Executor;
  appSecret: string;
  enrollment: MfaEnrollment;
  code: string;
  allowRecoveryCode: boolean;
}): Promise<'totp' | 'recovery-code'> => {
  const typed = code.replace(/\s/g, '');
  if (!typed) throw new AppError('MISSING_CODE');
  await consumeRateLimit({
    db,
    bucket: accountBucket(enrollment.accountId),
    rules: SECOND_FACTOR_TRIES_PER_ACCOUNT,
  });
  const method = await (async () => {
    const step = matchingTotpStep(totpSecretBox(appSecret).open(enrollment.secretSealed), typed);
    if (step !== null) return (await spendTotpStep(db, enrollment.id, step)) ? 'totp' : null;
    if (!allowRecoveryCode || !looksLikeRecoveryCode(typed)) return null;
    const spent = await spendRecoveryCode({ db, appSecret, accountId: enrollment.accountId, code: typed });
    return spent ? 'recovery-code' : null;
  })();
  if (!method) throw new AppError('INVALID_CODE');
  await resetRateLimit({ db, bucket: accountBucket(enrollment.accountId) });
  return method;
};
