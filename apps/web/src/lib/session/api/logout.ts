import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';

/** POST /api/auth/logout: ends the server session and clears its cookie. Driven by the auth provider. */
export const logoutSession = async (): Promise<void> => {
  await parseAuthAnswer('successResponseSchema', apiRequest<unknown>('/api/auth/logout', { method: 'POST' }));
};
