import type { CurrentUser } from '@brokerage/shared';
import { AppError } from './app-error.ts';
import { routeId } from './public-routes.ts';

/**
 * What a user whose role requires a second factor may reach before enrolling: who they are and whether their
 * session holds. Enrolment itself is on the identity service (public to this check, ID token bearer) and
 * logout is public, so those need no entry here.
 */
const REACHABLE_BEFORE_ENROLMENT = new Set(['GET /api/auth/me', 'GET /api/auth/check-session']);

/** Throws MULTI_FACTOR_AUTH_REQUIRED (403) for any other guarded route while the user has not enrolled. */
export const requireSecondFactorIfDemanded = (user: CurrentUser, method: string, url: string) => {
  if (user.mustEnrollSecondFactor && !REACHABLE_BEFORE_ENROLMENT.has(routeId(method, url))) {
    throw new AppError('MULTI_FACTOR_AUTH_REQUIRED');
  }
};
