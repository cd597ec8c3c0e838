import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { useAuth } from '@/lib/session/auth-provider';

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

export interface SignedInProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
}

/**
 * The data layer of the signed-in pages: the query cache and the gamme cache. They load with the shell, not
 * with the sign-in page (docs/performance.md), under the AuthProvider of main.tsx; the query cache is
 * emptied when the user changes, so nobody sees the previous user's data.
 */
export const SignedInProviders = ({ children, queryClient }: SignedInProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { onUserChanged } = useAuth();
  useEffect(() => onUserChanged(() => client.clear()), [onUserChanged, client]);
  return (
    <QueryClientProvider client={client}>
      <GammeCacheProvider>{children}</GammeCacheProvider>
    </QueryClientProvider>
  );
};
