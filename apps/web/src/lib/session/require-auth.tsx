import { AUTH_GUARD_CHECK_DELAY_MS, AUTH_GUARD_GIVE_UP_MS } from '@brokerage/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/session/auth-provider';
import { RedirectLoopError } from '@/lib/session/redirect-loop-error';
import { FullScreenLoader } from '@/ui/full-screen-loader';

/**
 * Guards every page but /login and /register (SPEC §2). The session check starts 300 ms after each route
 * change, so a burst of navigations costs one check. While the session is unknown the loader shows, but
 * for 3 s at most: then the page renders anyway (SPEC §4, no endless loading) with `user` still null, and
 * the server, which is the real guard, answers its calls with 401 if there is no session.
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { status, redirectLoop, checkSession } = useAuth();
  const { pathname } = useLocation();
  const [gaveUp, setGaveUp] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is the trigger (SPEC §4).
  useEffect(() => {
    const timer = setTimeout(() => void checkSession(), AUTH_GUARD_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, checkSession]);

  useEffect(() => {
    if (status !== 'unknown') return;
    const timer = setTimeout(() => setGaveUp(true), AUTH_GUARD_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (redirectLoop) return <RedirectLoopError />;
  if (status === 'authenticated' || (status === 'unknown' && gaveUp)) return children;
  // 'unauthenticated' means the way to the login page is already under way.
  return <FullScreenLoader />;
};
