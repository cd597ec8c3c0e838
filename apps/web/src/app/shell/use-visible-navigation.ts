import { useMemo } from 'react';
import { useModuleNames } from '@/app/shell/modules-query';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';
import { visibleNavigation } from '@/app/shell/navigation-rules';
import { useAuth } from '@/lib/session/auth-provider';

/** The signed-in user and the server's module list: the two inputs of the sidebar's visibility rule. */
export const useNavigationAccess = () => {
  const { user } = useAuth();
  const moduleNames = useModuleNames(user);
  return { user, moduleNames };
};

export const useVisibleNavigation = (groups: readonly NavGroup[] = NAVIGATION): NavGroup[] => {
  const { user, moduleNames } = useNavigationAccess();
  return useMemo(() => visibleNavigation(groups, user, moduleNames), [groups, user, moduleNames]);
};
