import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';
import { identityTimeoutMs } from '@/lib/session/identity-timeout';

/**
 * POST /api/identity/sign-out: revokes the identity refresh cookie. Called by the auth provider (logout,
 * refused sign-in) and after registering, outside React Query, so it has no hook.
 */
export const identitySignOut = async (): Promise<void> => {
  await parseAuthAnswer(
    'successResponseSchema',
    apiRequest<unknown>('/api/identity/sign-out', { method: 'POST', timeoutMs: identityTimeoutMs() }),
  );
};
