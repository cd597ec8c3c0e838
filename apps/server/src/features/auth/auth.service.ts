import type { CurrentUser, RegisterInput } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import { users } from '@/db/schema/index.ts';
import { verifyIdToken } from '@/features/identity/id-token.service.ts';
import { isRefreshFamilyLive } from '@/features/identity/refresh-tokens.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { loadUserByPhone } from '@/platform/current-user.ts';

/**
 * The staff user behind a verified ID token, if they may hold a session, and the sign-in the token belongs to.
 * A token of a sign-in that was ended (its session revoked, signed out, password reset) → INVALID_ID_TOKEN.
 * Unknown → PHONE_NOT_REGISTERED; disabled → USER_DISABLED; pending or without a role → ACCESS_DENIED (SPEC §8's
 * login messages).
 */
export const authorizeIdToken = async ({
  app,
  token,
}: {
  app: FastifyInstance;
  token: string;
}): Promise<{ user: CurrentUser; refreshFamilyId: string | null }> => {
  const { phoneNumber, familyId } = await verifyIdToken(app, token);
  if (familyId && !(await isRefreshFamilyLive({ db: app.db, familyId })))
    throw new AppError('INVALID_ID_TOKEN');
  const found = await loadUserByPhone(app.db, phoneNumber);
  if (!found) throw new AppError('PHONE_NOT_REGISTERED');
  if (found.row.user.status === 'disabled') throw new AppError('USER_DISABLED');
  if (found.row.user.status !== 'active' || !found.user) throw new AppError('ACCESS_DENIED');
  return { user: found.user, refreshFamilyId: familyId ?? null };
};

/** Self-registration after a `register` code: a pending user without a role, until an administrator approves. */
export const registerUser = async ({
  app,
  input,
}: {
  app: FastifyInstance;
  input: Required<Omit<RegisterInput, 'token'>> & { token: string };
}) => {
  const { phoneNumber } = await verifyIdToken(app, input.token);
  if (await loadUserByPhone(app.db, phoneNumber)) throw new AppError('PHONE_ALREADY_REGISTERED');
  const inserted = await app.db
    .insert(users)
    .values({
      phone: phoneNumber,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) throw new AppError('PHONE_ALREADY_REGISTERED');
};
