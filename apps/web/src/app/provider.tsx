import { TOAST_SHELL_DURATION_MS } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { AuthProvider } from '@/lib/session/auth-provider';

/**
 * One retry for a failure that may pass the second time (network, 5xx); none for an answer that will not
 * change, such as a 403, which would otherwise be sent twice for one page (issue 7).
 */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
    },
  });

/** Below the tallest drawer header (title and one line of description). */
const TOAST_TOP_OFFSET_PX = 88;

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
}

export const AppProvider = ({ children, queryClient }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <GammeCacheProvider>{children}</GammeCacheProvider>
      </AuthProvider>
      {/*
        SPEC §2: the shell's toasts sit top-right for 4 s (the library's own default position is top-center).
        They start below a drawer's header so they never cover its close button.
      */}
      <Toaster
        position="top-right"
        containerStyle={{ top: TOAST_TOP_OFFSET_PX }}
        toastOptions={{ duration: TOAST_SHELL_DURATION_MS }}
      />
    </QueryClientProvider>
  );
};
