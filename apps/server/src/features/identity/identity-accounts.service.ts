import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { identityAccounts, refreshTokens, users } from '@/db/schema/index.ts';
import { revokeRefreshTokens } from './refresh-token-revocation.ts';

export type IdentityAccount = typeof identityAccounts.$inferSelect;

/** Whether a staff user (any status) holds this number: only they may ask for a sign-in code. */
export const isPhoneRegistered = async ({ db, phoneNumber }: { db: Executor; phoneNumber: string }) => {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phoneNumber), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(found);
};

/** The account of a verified number, created on its first successful sign-in (race-safe on the unique number). */
export const findOrCreateIdentityAccount = async ({
  db,
  phoneNumber,
}: {
  db: Executor;
  phoneNumber: string;
}): Promise<IdentityAccount> => {
  await db.insert(identityAccounts).values({ phoneNumber }).onConflictDoNothing();
  const [account] = await db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.phoneNumber, phoneNumber));
  if (!account) throw new Error('identity account vanished right after its creation');
  return account;
};

/**
 * True when the identity account is disabled, or when the staff user with that number is: the identity service
 * refuses them (USER_DISABLED) before the product session would, so a disabled agent cannot even hold an ID token.
 */
export const isAccountDisabled = async ({ db, account }: { db: Executor; account: IdentityAccount }) => {
  if (account.disabled) return true;
  const [disabledUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, account.phoneNumber), isNull(users.deletedAt), eq(users.status, 'disabled')))
    .limit(1);
  return Boolean(disabledUser);
};

/** Revokes every refresh token of that number's account, so no new ID token can be minted (a staff user is disabled). */
export const revokeIdentitySessions = async (db: Executor, phoneNumber: string): Promise<void> => {
  const accounts = db
    .select({ id: identityAccounts.id })
    .from(identityAccounts)
    .where(eq(identityAccounts.phoneNumber, phoneNumber));
  await revokeRefreshTokens(db, inArray(refreshTokens.accountId, accounts));
};
