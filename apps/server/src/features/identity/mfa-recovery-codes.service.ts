import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@brokerage/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mfaRecoveryCodes } from '@/db/schema/index.ts';
import { keyedHash } from '@/platform/secrets.ts';

/** No 0/o, 1/l/i: a code copied from paper is read back right. 31 symbols × 10 ≈ 49 bits per code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

const randomHalf = () =>
  Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Case, spaces and the dash do not matter when a code is typed back. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Keyed with the application secret, like the SMS codes: the table alone does not let anyone test guesses. */
const hashRecoveryCode = (appSecret: string, accountId: string, code: string) =>
  keyedHash(appSecret, `mfa-recovery:${accountId}:${normalize(code)}`);

/** Whether a typed code has the shape of a recovery code (rather than a 6-digit TOTP code). */
export const looksLikeRecoveryCode = (code: string) =>
  new RegExp(`^[${ALPHABET}]{${HALF_LENGTH * 2}}$`).test(normalize(code));

/** Replaces the account's recovery codes with ten new ones and returns them; only their hashes are kept. */
export const replaceRecoveryCodes = async ({
  db,
  appSecret,
  accountId,
}: {
  db: Executor;
  appSecret: string;
  accountId: string;
}) => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, accountId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: hashRecoveryCode(appSecret, accountId, code) })));
  return codes;
};

/** Spends a recovery code: true once, false for an unknown or already used one (one conditional update). */
export const spendRecoveryCode = async ({
  db,
  appSecret,
  accountId,
  code,
}: {
  db: Executor;
  appSecret: string;
  accountId: string;
  code: string;
}) => {
  const [spent] = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.accountId, accountId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(appSecret, accountId, code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return Boolean(spent);
};

export const countUnusedRecoveryCodes = async ({ db, accountId }: { db: Executor; accountId: string }) => {
  const [counted] = await db
    .select({ left: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.accountId, accountId), isNull(mfaRecoveryCodes.usedAt)));
  return counted?.left ?? 0;
};
