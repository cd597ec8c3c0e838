import { auditEntrySchema, listResponseSchema } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

export const HISTORY_PAGE_SIZE = 10;

const auditPageSchema = listResponseSchema(auditEntrySchema);

/** GET /api/audit-log?entity=&entityId=, newest first, one page per "load more". */
export const recordHistoryQueryOptions = (entity: string, entityId: string) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.record(entity, entityId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      auditPageSchema.parse(
        await apiRequest<unknown>('/api/audit-log', {
          signal,
          query: {
            entity,
            entityId,
            page: pageParam,
            pageSize: HISTORY_PAGE_SIZE,
            sort: 'at',
            order: 'desc',
          },
        }),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? last.page + 1 : undefined;
    },
  });

export const useRecordHistory = (entity: string, entityId: string, enabled = true) =>
  useInfiniteQuery({ ...recordHistoryQueryOptions(entity, entityId), enabled: enabled && Boolean(entityId) });
