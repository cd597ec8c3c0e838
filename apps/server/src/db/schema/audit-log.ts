import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** One row per create, update or delete, written in the same transaction as the change (DESIGN §8). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: moment().notNull().defaultNow(),
    actorId: uuid(),
    actorName: text(),
    action: text().$type<'create' | 'update' | 'delete'>().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    changes: jsonb().$type<AuditChanges>().notNull(),
    ip: text(),
  },
  (table) => [
    index().on(table.entity, table.entityId, table.at),
    index().on(table.actorId, table.at),
    index().on(table.at),
  ],
);
