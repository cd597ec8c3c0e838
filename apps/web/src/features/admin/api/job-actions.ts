import { jobActionResponseSchema } from '@brokerage/shared';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/record-api';

const jobAction = (action: 'retry' | 'discard') => async (id: string) =>
  jobActionResponseSchema.parse(
    await apiRequest<unknown>(`/api/admin/jobs/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
  ).data;

/** POST /api/admin/jobs/{id}/retry: a failed job goes back to be run, with one more attempt. */
export const retryJob = jobAction('retry');
/** POST /api/admin/jobs/{id}/discard: a failed job is deleted. */
export const discardJob = jobAction('discard');

/** A job action changes the lists, the counts and the audit trail: everything of the console. */
const afterJobChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.all });

export const useRetryJob = () => useChangeMutation(retryJob, afterJobChange);
export const useDiscardJob = () => useChangeMutation(discardJob, afterJobChange);
