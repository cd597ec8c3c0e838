import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client.ts';
import { identityAccounts, users } from '@/db/schema/index.ts';

/** What email sign-in needs of a staff user. */
export interface EmailHolder {
  userId: string;
  phone: string;
  firstName: string;
  lastName: string;
  status: string;
}

const emailMatches = (email: string) => sql`lower(${users.email}) = ${email}`;

/**
 * The one live staff user whose email this is. The email is the product user's (no copy in the identity
 * tables): changing it in the user form changes where the account signs in. Two live users sharing an address
 * cannot sign in with it: null, as for an unknown address (EMAIL_ALREADY_IN_USE where they try to set a password).
 * Pending registrations do not count: self-registration checks no address, so a stranger registering with a
 * staff member's email must not switch off that person's email sign-in and reset.
 */
export const findEmailHolder = async ({
  db,
  email,
}: {
  db: Executor;
  email: string;
}): Promise<EmailHolder | null> => {
  const holders = await db
    .select({
      userId: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(users)
    .where(and(emailMatches(email), isNull(users.deletedAt), ne(users.status, 'pending')))
    .limit(2);
  return holders.length === 1 ? (holders[0] ?? null) : null;
};

/**
 * Holds the address until the caller's transaction ends, so that of two writers saving it at once the second
 * sees the first's row in `isEmailSharedWithOthers`. Call in the transaction that writes the email, before the
 * check (decisions: "One live user per email"); outside one, the lock would end with its own statement.
 */
export const lockEmail = async (tx: Transaction, email: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users.email:${email.toLowerCase()}`}))`);
};

/** Whether a live user other than `userId` (any live user, without one) holds this email. */
export const isEmailSharedWithOthers = async ({
  db,
  email,
  userId,
}: {
  db: Executor;
  email: string;
  userId?: string;
}): Promise<boolean> => {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(emailMatches(email), isNull(users.deletedAt), userId ? ne(users.id, userId) : undefined))
    .limit(1);
  return Boolean(other);
};

/** The identity account of a number, if it ever signed in or set a password (no creation). */
export const findIdentityAccountByPhone = async ({
  db,
  phoneNumber,
}: {
  db: Executor;
  phoneNumber: string;
}) => {
  const [account] = await db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.phoneNumber, phoneNumber));
  return account ?? null;
};
