import { MFA_PENDING_CREDENTIAL_TTL_SECONDS } from '@brokerage/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mfaPendingCredentials } from '@/db/schema/index.ts';
import { randomToken, sha256 } from '@/platform/secrets.ts';

/**
 * A new pending multi-factor credential for an account whose first factor was just proven. Random and long,
 * so a plain hash protects it; the account's expired ones are dropped to bound the table.
 */
export const issuePendingCredential = async ({ db, accountId }: { db: Executor; accountId: string }) => {
  const now = Date.now();
  await db
    .delete(mfaPendingCredentials)
    .where(
      and(eq(mfaPendingCredentials.accountId, accountId), lt(mfaPendingCredentials.expiresAt, new Date(now))),
    );
  const credential = randomToken(32);
  await db.insert(mfaPendingCredentials).values({
    accountId,
    credentialHash: sha256(credential),
    expiresAt: new Date(now + MFA_PENDING_CREDENTIAL_TTL_SECONDS * 1_000),
  });
  return credential;
};
