import type { CurrentUser } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { authSchemas } from '@/lib/session/api/load-auth-schemas';
import { MissingUserError } from '@/lib/session/auth-errors';

/**
 * POST /api/auth/set-cookie {token}: the product server checks the ID token and opens its own session.
 * A success without a usable user is a broken answer (SPEC §8). The auth provider calls it while signing
 * in, outside React Query, so it has no hook.
 */
export const setSessionCookie = async (token: string): Promise<CurrentUser> => {
  const body = await apiRequest<unknown>('/api/auth/set-cookie', { method: 'POST', body: { token } });
  const user = (await authSchemas()).currentUserSchema.safeParse(
    (body as { user?: unknown } | undefined)?.user,
  );
  if (!user.success) throw new MissingUserError();
  return user.data;
};
