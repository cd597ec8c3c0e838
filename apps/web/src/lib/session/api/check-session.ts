import type { CurrentUser } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';

export interface CheckSessionOptions {
  /** The scheduler's mid-life check answers 401 as is and runs its own refresh. */
  skipAuthRefresh?: boolean;
}

/**
 * GET /api/auth/check-session: the user behind the session cookie; 401 without a session, 403 when the
 * account lost access. Driven by the auth guard and the refresh scheduler, outside React Query.
 */
export const checkSession = async ({ skipAuthRefresh }: CheckSessionOptions = {}): Promise<CurrentUser> =>
  (
    await parseAuthAnswer(
      'checkSessionResponseSchema',
      apiRequest<unknown>('/api/auth/check-session', { skipAuthRefresh }),
    )
  ).user;
