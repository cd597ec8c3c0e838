import { passwordWeakness } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';

/** WEAK_PASSWORD (details.weakness: too-short, too-long or common) unless the new password may be used. */
export const checkNewPassword = async (password: string): Promise<void> => {
  const weakness = passwordWeakness(password, isCommonPassword);
  if (weakness) throw new AppError('WEAK_PASSWORD', { details: { weakness } });
};

/**
 * Stores a checked password's hash on the account. The caller hashes it (`hashPassword`) before its transaction:
 * scrypt takes a tenth of a second or more, on a thread pool of four, and the transaction would hold its
 * connection and locks meanwhile.
 */
export const storePasswordHash = async ({
  db,
  accountId,
  passwordHash,
  now = new Date(),
}: {
  db: Executor;
  accountId: string;
  passwordHash: string;
  now?: Date;
}): Promise<void> => {
  await db
    .update(identityAccounts)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(identityAccounts.id, accountId));
};
