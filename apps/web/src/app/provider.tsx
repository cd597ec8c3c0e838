import { TOAST_SHELL_DURATION_MS } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/auth/auth-provider';
import { GammeCacheProvider } from '@/features/insurance/gamme-cache/gamme-cache-provider';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

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
      {/* SPEC §2: the shell's toasts sit top-right for 4 s (the library's own default position is top-center). */}
      <Toaster position="top-right" toastOptions={{ duration: TOAST_SHELL_DURATION_MS }} />
    </QueryClientProvider>
  );
};
