import type { CurrentUser } from '@brokerage/shared';
import { QueryClientContext } from '@tanstack/react-query';
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
}

const AuthContext = createContext<AuthContextValue | null>(null);

type Navigate = SessionControllerDeps['navigate'];

interface AuthProviderCoreProps {
  children: ReactNode;
  navigate: Navigate;
  currentPath: () => string;
}

const AuthProviderCore = ({ children, navigate, currentPath }: AuthProviderCoreProps) => {
  // Optional: the provider also works without React Query (tests, a bare page).
  const queryClient = useContext(QueryClientContext);
  const latest = useRef({ navigate, currentPath, queryClient });
  useLayoutEffect(() => {
    latest.current = { navigate, currentPath, queryClient };
  });

  const [controller] = useState(() =>
    createSessionController({
      navigate: (to, options) => latest.current.navigate(to, options),
      currentPath: () => latest.current.currentPath(),
      onUserChanged: () => latest.current.queryClient?.clear(),
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
    }),
    [state, controller],
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

/** Outside a router (the app mounts it above RouterProvider): a full page load, which also drops every cache. */
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
