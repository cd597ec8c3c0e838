import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { notFound } from './app-error.ts';
import { recordAudit } from './audit.ts';
import { auditedInsert, auditedUpdate } from './audited-writes.ts';
import { changedFields } from './changed-fields.ts';
import { searchAcross } from './lists.ts';
import { assertTextFree, nextOrder, positionOrdering } from './record-queries.ts';
import type { RequestContext } from './request-context.ts';
import { assertVersion, type VersionedTable } from './versioned-update.ts';

/** A table of ordered, activatable records: categories, project objectives (db/schema). */
export type OrderedTable = VersionedTable & {
  description: AnyPgColumn;
  order: AnyPgColumn;
  active: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** The fields a person edits, the name under the family's own field (`name`, `label`). */
type OrderedFields<Name extends string> = Record<Name, string> & {
  description: string;
  order: number;
  active: boolean;
};

/** A create input: the order may be left out. */
type NewOrderedRecord<Name extends string> = Record<Name, string> & {
  description: string;
  order?: number | undefined;
  active: boolean;
};

type Actor = Pick<RequestContext, 'actor' | 'ip'>;

/**
 * What every ordered list does to its table, in one place: names unique regardless of case, the row locked for
 * a change, the list's filter, search and order, and the audited create, update and delete. A feature's service
 * keeps only what is its own (a category's question count, the refusal to delete a category in use).
 */
export const orderedRecords = <Table extends OrderedTable & Record<Name, AnyPgColumn>, Name extends string>({
  table,
  nameField,
  entity,
  recordName,
  duplicate,
}: {
  table: Table;
  nameField: Name;
  /** The audit log's entity ('question-category'). */
  entity: string;
  /** The 404's subject ('Category'). */
  recordName: string;
  /** The feature's refusal when a name is taken. */
  duplicate: (name: string) => Error;
}) => {
  // Every table of the family has these columns (OrderedTable); Drizzle cannot infer a generic table's row.
  type Row = Table['$inferSelect'] & OrderedFields<Name> & { id: string; version: number };
  const nameColumn: AnyPgColumn = table[nameField];
  const assertNameFree = (db: Executor, name: string, exceptId?: string) =>
    assertTextFree({
      db,
      table,
      idColumn: table.id,
      column: nameColumn,
      value: name,
      exceptId,
      clash: () => duplicate(name),
    });

  return {
    /** The row, locked until the transaction ends; 404 when there is none. */
    lock: async (db: Executor, id: string): Promise<Row> => {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for('update');
      if (!row) throw notFound(recordName);
      return row as Row;
    },

    /** The list's filter on activity and its search on the name and the description. */
    where: (query: { active?: boolean | undefined; search?: string | undefined }): SQL | undefined =>
      and(
        query.active === undefined ? undefined : eq(table.active, query.active),
        searchAcross(query.search, [nameColumn, table.description]),
      ),

    /** Display order, unless the query sorts on the name or the creation date. */
    ordering: (query: Parameters<typeof positionOrdering<'order' | 'createdAt' | Name>>[0]) =>
      positionOrdering(query, { position: table.order, title: nameColumn, id: table.id }, {
        order: table.order,
        createdAt: table.createdAt,
        [nameField]: nameColumn,
      } as Record<'order' | 'createdAt' | Name, AnyPgColumn>),

    /** Inserts at the end of the list unless the input gives an order. */
    create: async (
      tx: Executor,
      { input, actor, ip }: Actor & { input: NewOrderedRecord<Name> },
    ): Promise<Row> => {
      const name = input[nameField];
      await assertNameFree(tx, name);
      const order = input.order ?? (await nextOrder(tx, table, table.order));
      const row = await auditedInsert(tx, {
        table,
        values: { ...input, order } as unknown as PgInsertValue<Table>,
        duplicate: () => duplicate(name),
        entity,
        actor,
        ip,
      });
      return row as Row;
    },

    /**
     * Changes any subset of the fields of a locked row, after checking the version it was read at; a change to
     * nothing leaves the row and the history alone and answers the row as it is.
     */
    update: async (
      tx: Executor,
      {
        row,
        input,
        current,
        actor,
        ip,
      }: Actor & {
        row: Row;
        input: Partial<OrderedFields<Name>> & { version?: number | undefined };
        /** The record in its API shape, for a 409 STALE_WRITE. */
        current: () => unknown | Promise<unknown>;
      },
    ): Promise<Row> => {
      const { version, ...fields } = input;
      await assertVersion(row, version, current);
      const changes = changedFields<Row, Name | 'description' | 'order' | 'active'>(
        row,
        fields as Partial<Record<Name | 'description' | 'order' | 'active', unknown>>,
      );
      if (Object.keys(changes).length === 0) return row;
      const newName = changes[nameField] as string | undefined;
      if (newName !== undefined) await assertNameFree(tx, newName, row.id);
      const updated = await auditedUpdate(tx, {
        table,
        id: row.id,
        expected: version,
        set: changes as PgUpdateSetSource<Table>,
        current,
        duplicate: () => duplicate(newName ?? row[nameField]),
        entity,
        actor,
        ip,
        before: row,
      });
      return updated as Row;
    },

    /** Deletes a locked row and records it in the history. */
    remove: async (tx: Executor, { row, actor, ip }: Actor & { row: Row }): Promise<void> => {
      await tx.delete(table as PgTable).where(eq(table.id, row.id));
      await recordAudit({ db: tx, actor, action: 'delete', entity, entityId: row.id, before: row, ip });
    },
  };
};
