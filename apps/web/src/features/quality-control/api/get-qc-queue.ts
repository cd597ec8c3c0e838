import { type QcQueueItem, qcQueueItemSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { qcKeys } from '@/features/quality-control/api/qc-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/quality-control/queue: signed sales waiting for review or taken, in the reviewer's company. */
export const getQcQueue = getPage<QcQueueItem>('/api/quality-control/queue', qcQueueItemSchema);

export const useQcQueue = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(qcKeys.list(query), getQcQueue, query));
