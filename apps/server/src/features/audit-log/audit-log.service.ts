import type { AuditEntry, AuditLogQuery } from '@brokerage/shared';
import { and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { auditLog } from '@/db/schema/index.ts';
import { automatedActorOf } from '@/platform/audit.ts';
import { containsPattern, orderOf, pagedList, searchAcross } from '@/platform/lists.ts';

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
  automatedActor: row.actorId ? null : automatedActorOf(row.actorName),
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
    query.actor ? ilike(auditLog.actorName, containsPattern(query.actor)) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    searchAcross(query.search, [auditLog.actorName, auditLog.entityId]),
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

/** The kinds of record the history holds, alphabetically (the console's entity filter). */
export const listAuditEntities = async ({ db }: { db: Executor }): Promise<string[]> => {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog);
  // Sorted here, by code point: the database's collation would order `quality-review` differently per server.
  return rows.map((row) => row.entity).sort();
};
