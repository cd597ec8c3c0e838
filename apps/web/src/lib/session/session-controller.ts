import type { CurrentUser } from '@brokerage/shared';
import { setSessionExpiredHandler, setSessionRefresher } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { localeFromPath } from '@/lib/locale';
import { checkSession as fetchSession } from '@/lib/session/api/check-session';
import { getMe } from '@/lib/session/api/get-me';
import { identitySignOut } from '@/lib/session/api/identity-sign-out';
import { logoutSession } from '@/lib/session/api/logout';
import { setSessionCookie } from '@/lib/session/api/set-session-cookie';
import { createIdentityTokenClient } from '@/lib/session/identity-token-client';
import { buildLoginPath, isAuthPage, type LoginReason } from '@/lib/session/login-redirect';
import { rememberLogoutFailure } from '@/lib/session/logout-failure';
import { registerLoginRedirect, resetLoginRedirects } from '@/lib/session/redirect-counter';
import { createRefreshScheduler } from '@/lib/session/refresh-scheduler';
import { refreshSession } from '@/lib/session/refresh-session';
import { clearReadableCookies, clearSessionMarker, markSessionActive } from '@/lib/session/session-markers';

export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: AuthStatus;
  user: CurrentUser | null;
  /** The redirect limit was reached: show the loop error instead of redirecting again (SPEC §4). */
  redirectLoop: boolean;
}

export interface SessionControllerDeps {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The current location with its locale and query, e.g. '/fr/ventes?page=2'. */
  currentPath: () => string;
  /** Another user's cached data must not survive a change of user. */
  onUserChanged: () => void;
}

export interface SessionController {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Registers the refresher and the expiry handler with the API client; returns the undo. */
  install: () => () => void;
  dispose: () => void;
  signIn: (idToken: string, expiresIn: number) => Promise<CurrentUser>;
  logout: () => Promise<void>;
  checkSession: () => Promise<void>;
  reloadUser: () => Promise<CurrentUser | null>;
  /** A usable ID token (renewed from the refresh cookie if needed), for the identity service's own calls. */
  getIdToken: () => Promise<string>;
}

const ignore = () => {};

/**
 * The session's state machine (SPEC §4), kept out of React so its rules read in one place: unknown, then
 * authenticated once the server names the user, or unauthenticated on the way to the login page.
 */
export const createSessionController = (deps: SessionControllerDeps): SessionController => {
  let state: SessionState = { status: 'unknown', user: null, redirectLoop: false };
  let lastUserId: string | null = null;
  let sessionCheck: Promise<void> | null = null;
  /** The page a redirect to login left from; later triggers of the same episode must not redirect twice. */
  let redirectedFrom: string | null = null;
  const listeners = new Set<() => void>();

  const setState = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const identity = createIdentityTokenClient({
    onInvalidated: (error) => {
      if (state.status === 'authenticated') void logoutSession().catch(ignore);
      endSession(error.code === 'USER_DISABLED' ? 'disabled' : 'expired');
    },
  });

  const scheduler = createRefreshScheduler({
    hasUser: () => state.user !== null,
    getTokenTimes: identity.getTokenTimes,
    refresh: () => refreshSession(identity),
    checkSession: () =>
      fetchSession({ skipAuthRefresh: true }).then(
        () => true,
        () => false,
      ),
  });

  // A token renewed by the identity client moves the refresh plan with it.
  identity.subscribe((token) => {
    if (token && state.user) scheduler.schedule();
  });

  const authenticate = (user: CurrentUser) => {
    if (lastUserId !== null && lastUserId !== user.id) deps.onUserChanged();
    lastUserId = user.id;
    redirectedFrom = null;
    resetLoginRedirects();
    markSessionActive();
    setState({ status: 'authenticated', user, redirectLoop: false });
    scheduler.schedule();
  };

  /**
   * Drops the session held in this tab. The storage marker survives an expiry, so the login page can tell
   * "your session expired" from a first visit; only a logout removes it.
   */
  const forgetSession = () => {
    scheduler.stop();
    identity.clear();
    setState({ status: 'unauthenticated', user: null });
  };

  /** The automatic way to the login page: counted, so a loop ends on an error instead of spinning. */
  const redirectToLogin = (reason?: LoginReason) => {
    const here = deps.currentPath();
    if (isAuthPage(here) || redirectedFrom === here) return;
    redirectedFrom = here;
    if (!registerLoginRedirect()) {
      setState({ redirectLoop: true });
      return;
    }
    deps.navigate(buildLoginPath({ reason, from: here }), { replace: true });
  };

  function endSession(reason: LoginReason): void {
    forgetSession();
    redirectToLogin(reason);
  }

  const checkSession = (): Promise<void> => {
    if (!sessionCheck) {
      // A new check is a new episode: a redirect made from this page earlier no longer counts.
      redirectedFrom = null;
      sessionCheck = (async () => {
        try {
          authenticate(await fetchSession());
          // After a reload the ID token is gone from memory; the refresh cookie gets a new one.
          if (!identity.getToken()) identity.refreshInBackground();
        } catch (error) {
          if (!(error instanceof ApiError)) return;
          if (error.status === 403) {
            endSession('forbidden');
          } else if (error.status === 401 && state.status !== 'unauthenticated') {
            // Normally the API client has already called the expiry handler; this covers a 401 it let through.
            endSession('expired');
          }
          // Anything else (network, 5xx) keeps the state: the guard stops waiting after 3 s and the next
          // route change checks again.
        }
      })().finally(() => {
        sessionCheck = null;
      });
    }
    return sessionCheck;
  };

  const signIn = async (idToken: string, expiresIn: number): Promise<CurrentUser> => {
    try {
      const user = await setSessionCookie(idToken);
      identity.setToken(idToken, expiresIn);
      authenticate(user);
      return user;
    } catch (error) {
      // The product refused this person: drop the identity session too, so no refresh cookie lingers.
      void identitySignOut().catch(ignore);
      throw error;
    }
  };

  const logout = async (): Promise<void> => {
    const results = await Promise.allSettled([logoutSession(), identitySignOut()]);
    forgetSession();
    clearSessionMarker();
    clearReadableCookies();
    lastUserId = null;
    deps.onUserChanged();
    // SPEC §8: reported (by the login page), and the user lands on the login page all the same.
    if (results.some((result) => result.status === 'rejected')) rememberLogoutFailure();
    // Chosen by the user, so not counted as a redirect and carrying no reason.
    redirectedFrom = null;
    deps.navigate(buildLoginPath({ locale: localeFromPath(deps.currentPath()) ?? undefined }), {
      replace: true,
    });
  };

  const reloadUser = async (): Promise<CurrentUser | null> => {
    try {
      const user = await getMe();
      setState({ user });
      return user;
    } catch {
      return null;
    }
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    install: () => {
      const refresher = () => refreshSession(identity);
      const onExpired = () => endSession('expired');
      setSessionRefresher(refresher);
      setSessionExpiredHandler(onExpired);
      return () => {
        setSessionRefresher(null);
        setSessionExpiredHandler(null);
      };
    },
    dispose: () => {
      scheduler.stop();
      identity.clear();
    },
    signIn,
    logout,
    checkSession,
    reloadUser,
    getIdToken: () => identity.getIdToken(),
  };
};
