import { modulesResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Query keys of the modules feature. `moduleKeys.all` is also the sidebar's query (app/shell/modules-query.ts),
 * so switching a module invalidates the sidebar at once.
 */
export const moduleKeys = {
  all: ['modules'] as const,
};

/** GET /api/modules: every module with its switch for root, only the enabled ones for anyone else. */
export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: moduleKeys.all,
    queryFn: async ({ signal }) =>
      modulesResponseSchema.parse(await apiRequest<unknown>('/api/modules', { signal })),
    // The registry only changes with a deployment, the switches rarely; a switch invalidates this query.
    staleTime: 10 * 60_000,
  });

export const useModules = (enabled = true) => useQuery({ ...modulesQueryOptions(), enabled });
