import { isRoot, type PermissionHolder } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { moduleKeys, modulesQueryOptions } from '@/features/modules/api/get-modules';

/** The sidebar reads the modules feature's query, so a module switched on /modules shows here at once. */
export const modulesQueryKey = moduleKeys.all;

/**
 * Names of the modules the server declares (GET /api/modules), which bound what a non-root user may see.
 * Root sees everything, so the list is not fetched for it; undefined while loading or after a failure.
 */
export const useModuleNames = (user: PermissionHolder | null | undefined): string[] | undefined => {
  const { data } = useQuery({
    ...modulesQueryOptions(),
    enabled: Boolean(user) && !isRoot(user),
    select: (response) => response.modules.map((module) => module.name),
  });
  return data;
};
