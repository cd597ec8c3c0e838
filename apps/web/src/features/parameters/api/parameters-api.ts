import {
  listResponseSchema,
  type ParameterSet,
  parameterSetResponseSchema,
  retentionRunSchema,
  type UpdateParametersInput,
} from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';
import { useChangeMutation } from '@/lib/record-api';

export const parameterKeys = {
  all: ['parameters'] as const,
  retentionRuns: ['parameters', 'retention-runs'] as const,
};

/** GET /api/parameters: the whole set with the version a save names. */
export const parametersQueryOptions = () =>
  queryOptions({
    queryKey: parameterKeys.all,
    queryFn: async ({ signal }) =>
      parameterSetResponseSchema.parse(await apiRequest<unknown>('/api/parameters', { signal })).data,
  });

export const useParameters = () => useQuery(parametersQueryOptions());

/** PUT /api/parameters: the whole set under the version loaded (409 STALE_WRITE otherwise). */
export const updateParameters = async (input: UpdateParametersInput): Promise<ParameterSet> =>
  parameterSetResponseSchema.parse(
    await apiRequest<unknown>('/api/parameters', { method: 'PUT', body: input }),
  ).data;

export const useUpdateParameters = () =>
  useChangeMutation(updateParameters, (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: parameterKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
    ]),
  );

const retentionRunsResponseSchema = listResponseSchema(retentionRunSchema);

/** GET /api/admin/retention-runs (AdminModule): the last runs of the retention job, newest first. */
export const useRetentionRuns = (enabled: boolean) =>
  useQuery({
    queryKey: parameterKeys.retentionRuns,
    queryFn: async ({ signal }) =>
      retentionRunsResponseSchema.parse(
        await apiRequest<unknown>('/api/admin/retention-runs', {
          signal,
          query: { pageSize: 10 },
        }),
      ).data,
    enabled,
  });
