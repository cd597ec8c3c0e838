import type { CurrentUser } from '@brokerage/shared';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router';
import {
  type AuthStatus,
  createSessionController,
  type SessionControllerDeps,
} from '@/lib/session/session-controller';

export type { AuthStatus } from '@/lib/session/session-controller';

export interface AuthContextValue {
  status: AuthStatus;
  user: CurrentUser | null;
  /** The login redirect limit was reached; the guard shows the loop error (SPEC §4). */
  redirectLoop: boolean;
  /** Opens the product session with an ID token from the identity service, then remembers the user. */
  signIn: (idToken: string, expiresIn: number) => Promise<CurrentUser>;
  /**
   * Never rejects: the user always lands on the login page, which toasts 'Logout failed. Please try again.'
   * when the server could not be told (SPEC §8).
   */
  logout: () => Promise<void>;
  /** Asks the server who is signed in; the guard runs it 300 ms after each route change. */
  checkSession: () => Promise<void>;
  /** Reads the user again (GET /auth/me), e.g. after a profile change; null when that fails. */
  reloadUser: () => Promise<CurrentUser | null>;
  /** A usable ID token, for the identity service's calls that take one (second-factor enrolment). */
  getIdToken: () => Promise<string>;
  /**
   * Calls `listener` whenever the signed-in user changes or logs out; returns the unsubscribe. The query
   * cache lives below this provider (it loads with the signed-in shell) and drops its data through it.
   */
  onUserChanged: (listener: () => void) => () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type Navigate = SessionControllerDeps['navigate'];

interface AuthProviderCoreProps {
  children: ReactNode;
  navigate: Navigate;
  currentPath: () => string;
}

const AuthProviderCore = ({ children, navigate, currentPath }: AuthProviderCoreProps) => {
  const latest = useRef({ navigate, currentPath });
  useLayoutEffect(() => {
    latest.current = { navigate, currentPath };
  });

  const [userChangeListeners] = useState(() => new Set<() => void>());
  const [onUserChanged] = useState(() => (listener: () => void) => {
    userChangeListeners.add(listener);
    return () => void userChangeListeners.delete(listener);
  });

  const [controller] = useState(() =>
    createSessionController({
      navigate: (to, options) => latest.current.navigate(to, options),
      currentPath: () => latest.current.currentPath(),
      onUserChanged: () => {
        for (const listener of userChangeListeners) listener();
      },
    }),
  );

  useEffect(() => {
    const uninstall = controller.install();
    return () => {
      uninstall();
      controller.dispose();
    };
  }, [controller]);

  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: controller.signIn,
      logout: controller.logout,
      checkSession: controller.checkSession,
      reloadUser: controller.reloadUser,
      getIdToken: controller.getIdToken,
      onUserChanged,
    }),
    [state, controller, onUserChanged],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

/** Inside a router: client-side navigation, and the router's own idea of the current location. */
const RoutedAuthProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const pathRef = useRef(path);
  useLayoutEffect(() => {
    pathRef.current = path;
  });
  const [currentPath] = useState(() => () => pathRef.current);
  return (
    <AuthProviderCore navigate={(to, options) => void navigate(to, options)} currentPath={currentPath}>
      {children}
    </AuthProviderCore>
  );
};

/** Outside a router (the app mounts it above the router): a full page load, which also drops every cache. */
const documentNavigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
const documentPath = () => `${window.location.pathname}${window.location.search}`;

/** Works above or inside the router; inside, redirects stay client-side. */
export const AuthProvider = ({ children }: { children: ReactNode }) =>
  useInRouterContext() ? (
    <RoutedAuthProvider>{children}</RoutedAuthProvider>
  ) : (
    <AuthProviderCore navigate={documentNavigate} currentPath={documentPath}>
      {children}
    </AuthProviderCore>
  );

export const useAuth = (): AuthContextValue => {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
};
