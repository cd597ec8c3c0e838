import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityAccounts } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { type IdTokenClaims, verifyIdToken } from './id-token.service.ts';
import { isAccountDisabled } from './identity-accounts.service.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The identity account an enrolment call acts for, from `Authorization: Bearer <ID token>` as the provider's
 * `mfaEnrollment:*` calls take an ID token: the factor belongs to the identity account, not to the product
 * session. A token of a disabled account (it lives an hour) is refused here rather than trusted to expire.
 */
export const mfaCaller = async (app: FastifyInstance, request: FastifyRequest): Promise<IdTokenClaims> => {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyIdToken(app, token);
  const [account] = await app.db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.id, claims.accountId));
  if (!account) throw new AppError('INVALID_ID_TOKEN');
  if (await isAccountDisabled({ db: app.db, account })) throw new AppError('USER_DISABLED');
  return claims;
};
