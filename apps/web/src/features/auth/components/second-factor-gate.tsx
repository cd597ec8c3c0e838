import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '@/lib/session/auth-provider';
import { FullScreenLoader } from '@/ui/full-screen-loader';

// Few users ever see it: the enrolment loads only for them, not with every signed-in first load.
const SecondFactorRequired = lazy(() =>
  import('@/features/auth/components/second-factor-required').then((m) => ({
    default: m.SecondFactorRequired,
  })),
);

/**
 * A user whose role requires a second factor and who has none sees only the enrolment until it is done (the
 * server refuses their other calls with MULTI_FACTOR_AUTH_REQUIRED anyway); reading the user again then lets
 * the app through.
 */
export const SecondFactorGate = ({ children }: { children: ReactNode }) => {
  const { user } = useAuth();
  if (!user?.mustEnrollSecondFactor) return children;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <SecondFactorRequired />
    </Suspense>
  );
};
