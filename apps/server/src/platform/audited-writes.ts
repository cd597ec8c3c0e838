import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { onUniqueViolation } from './service-errors.ts';
import { type VersionedTable, versionedUpdate } from './versioned-update.ts';

/**
 * The update half of every record write: the versioned UPDATE (409 STALE_WRITE with `current()`), a unique
 * violation turned into the feature's refusal by `duplicate`, and the one audit entry before → after, all in
 * the caller's transaction.
 */
export const auditedUpdate = async <Table extends VersionedTable>(
  tx: Executor,
  {
    entity,
    actor,
    ip,
    before,
    duplicate,
    ...update
  }: {
    table: Table;
    id: string;
    expected: number | undefined;
    set: PgUpdateSetSource<Table>;
    current: () => unknown | Promise<unknown>;
    entity: string;
    actor: AuditActor;
    ip: string | undefined;
    before: Record<string, unknown>;
    duplicate?: () => Error;
  },
): Promise<Table['$inferSelect']> => {
  const written = versionedUpdate(tx, update);
  const updated = await (duplicate ? written.catch(onUniqueViolation(duplicate)) : written);
  await recordAudit({
    db: tx,
    actor,
    action: 'update',
    entity,
    entityId: update.id,
    before,
    after: updated as Record<string, unknown>,
    ip,
  });
  return updated;
};

/**
 * The create half of every record write: the INSERT, a unique violation turned into the feature's refusal by
 * `duplicate`, and the audit entry of the new row, in the caller's transaction.
 */
export const auditedInsert = async <Table extends PgTable>(
  tx: Executor,
  {
    table,
    values,
    duplicate,
    entity,
    actor,
    ip,
  }: {
    table: Table;
    values: PgInsertValue<Table>;
    duplicate: () => Error;
    entity: string;
    actor: AuditActor;
    ip: string | undefined;
  },
): Promise<Table['$inferSelect']> => {
  // Drizzle cannot infer RETURNING for a generic table; the row is the table's own row.
  const [row] = (await tx
    .insert(table)
    .values(values)
    .returning()
    .catch(onUniqueViolation(duplicate))) as Table['$inferSelect'][];
  if (!row) throw new Error(`${entity} not created`);
  // Every record table's primary key is its uuid `id` (db/schema/columns.ts).
  const { id } = row as { id: string };
  await recordAudit({ db: tx, actor, action: 'create', entity, entityId: id, after: row, ip });
  return row;
};
