import { createContext, useContext, useEffect } from 'react';

/**
 * How a form tells the drawer or dialog around it that it holds unsaved changes, so closing asks first
 * (issue 7). The Form component reports by itself; a container without a guard ignores the report.
 */
export interface DirtyGuard {
  setDirty: (dirty: boolean) => void;
}

export const DirtyGuardContext = createContext<DirtyGuard | null>(null);

/** Reports `dirty` to the nearest guard while mounted; unmounting clears it. */
export const useReportDirty = (dirty: boolean) => {
  const guard = useContext(DirtyGuardContext);
  useEffect(() => {
    if (!guard) return;
    guard.setDirty(dirty);
    return () => guard.setDirty(false);
  }, [guard, dirty]);
};
