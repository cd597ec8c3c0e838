import { type AuditEntry, auditEntitiesResponseSchema, auditEntrySchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/audit-log: one page of the whole history, with the console's filters (entity, actor, action, dates). */
export const getAuditTrail = getPage<AuditEntry>('/api/audit-log', auditEntrySchema);

export const useAuditTrail = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(adminKeys.auditTrail(query), getAuditTrail, query));

/** GET /api/audit-log/entities: the kinds of record the history holds, for the entity filter. */
export const getAuditEntities = async (signal?: AbortSignal) =>
  auditEntitiesResponseSchema.parse(await apiRequest<unknown>('/api/audit-log/entities', { signal })).data;

export const useAuditEntities = () =>
  useQuery({ queryKey: adminKeys.auditEntities(), queryFn: ({ signal }) => getAuditEntities(signal) });
