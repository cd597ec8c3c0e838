import { lazy, Suspense, useSyncExternalStore } from 'react';

const AppToaster = lazy(() => import('@/ui/app-toaster').then((m) => ({ default: m.AppToaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;

/**
 * Mounts the toaster the first time a page needs toasts: the signed-in shell at once, the sign-in page only
 * to report a failed logout. Its library then loads, not with the sign-in page (docs/performance.md). A toast
 * raised before it mounts shows when it does.
 */
export const needToaster = (): void => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

/** Where the toaster mounts once needed (main.tsx, once for the whole app). */
export const ToasterHost = () =>
  useSyncExternalStore(subscribe, isWanted, isWanted) ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
