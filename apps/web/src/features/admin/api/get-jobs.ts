import { type Job, jobQueuesResponseSchema, jobSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/admin/jobs: one page of the jobs, live and archived, with the state filter and a name search. */
export const getJobs = getPage<Job>('/api/admin/jobs', jobSchema);

export const useJobs = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(adminKeys.jobs(query), getJobs, query));

/** GET /api/admin/job-queues: every registered job with its counts by state. */
export const getJobQueues = async (signal?: AbortSignal) =>
  jobQueuesResponseSchema.parse(await apiRequest<unknown>('/api/admin/job-queues', { signal })).data;

export const useJobQueues = () =>
  useQuery({ queryKey: adminKeys.jobQueues(), queryFn: ({ signal }) => getJobQueues(signal) });
