import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/**
 * POST /api/identity/sign-out: revokes the identity refresh cookie. Called by the auth provider (logout,
 * refused sign-in) and after registering, outside React Query, so it has no hook.
 */
export const identitySignOut = async (): Promise<void> => {
  await postIdentity('/api/identity/sign-out', 'successResponseSchema');
};
