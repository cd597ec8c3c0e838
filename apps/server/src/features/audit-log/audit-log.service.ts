import type { AuditEntry, AuditLogQuery } from '@brokerage/shared';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { auditLog } from '@/db/schema/index.ts';
import { orderOf, pagedList } from '@/platform/lists.ts';

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  changes: row.changes,
  ip: row.ip,
});

/** A page of the history, newest first unless asked otherwise. */
export const findAuditEntries = async ({ db, query }: { db: Executor; query: AuditLogQuery }) => {
  const conditions: (SQL | undefined)[] = [
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.at, new Date(query.to)) : undefined,
  ];
  const where = and(...conditions);
  return pagedList({
    db,
    table: auditLog,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            { at: auditLog.at, entity: auditLog.entity, action: auditLog.action },
            { column: auditLog.at, order: 'desc' },
            auditLog.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: toEntry,
  });
};
