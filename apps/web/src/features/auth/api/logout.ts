import { successResponseSchema } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout: ends the server session and clears its cookie. Driven by the auth provider. */
export const logoutSession = async (): Promise<void> => {
  successResponseSchema.parse(await apiRequest<unknown>('/api/auth/logout', { method: 'POST' }));
};
