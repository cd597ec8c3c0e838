import { passwordWeakness } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './password-hash.ts';

/** WEAK_PASSWORD (details.weakness: too-short, too-long or common) unless the new password may be used. */
export const checkNewPassword = async (password: string): Promise<void> => {
  const weakness = passwordWeakness(password, isCommonPassword);
  if (weakness) throw new AppError('WEAK_PASSWORD', { details: { weakness } });
};

/** Hashes and stores a checked password on the account. */
export const storePassword = async ({
  db,
  accountId,
  password,
  now = new Date(),
}: {
  db: Executor;
  accountId: string;
  password: string;
  now?: Date;
}): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await db
    .update(identityAccounts)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(identityAccounts.id, accountId));
};
