import type { ListQueryParams } from '@/lib/list-params';

/** Query keys of the admin console; every action invalidates what it changed below `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  system: () => [...adminKeys.all, 'system'] as const,
  jobQueues: () => [...adminKeys.all, 'job-queues'] as const,
  jobs: (query: ListQueryParams) => [...adminKeys.all, 'jobs', query] as const,
  sessions: (query: ListQueryParams) => [...adminKeys.all, 'sessions', query] as const,
  auditTrail: (query: ListQueryParams) => [...adminKeys.all, 'audit-trail', query] as const,
  auditEntities: () => [...adminKeys.all, 'audit-entities'] as const,
  cleanups: () => [...adminKeys.all, 'cleanups'] as const,
};
