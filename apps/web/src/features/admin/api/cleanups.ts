import { type CleanupJob, cleanupRunResponseSchema, cleanupsResponseSchema } from '@brokerage/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/record-api';

/** GET /api/admin/cleanups: the cleanup jobs with their schedule and latest run. */
export const getCleanups = async (signal?: AbortSignal) =>
  cleanupsResponseSchema.parse(await apiRequest<unknown>('/api/admin/cleanups', { signal })).data;

export const useCleanups = () =>
  useQuery({ queryKey: adminKeys.cleanups(), queryFn: ({ signal }) => getCleanups(signal) });

/** POST /api/admin/cleanups/{job}/run: runs a cleanup now and answers the run. */
export const runCleanup = async (job: CleanupJob) =>
  cleanupRunResponseSchema.parse(
    await apiRequest<unknown>(`/api/admin/cleanups/${encodeURIComponent(job)}/run`, { method: 'POST' }),
  ).data;

const afterRun = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.all });

export const useRunCleanup = () => useChangeMutation(runCleanup, afterRun);
