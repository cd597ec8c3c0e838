import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { notFound } from './app-error.ts';
import { recordAudit } from './audit.ts';
import { auditedInsert, auditedUpdate } from './audited-writes.ts';
import { changedFields } from './changed-fields.ts';
import { searchAcross } from './lists.ts';
import { assertTextFree, nextOrder, positionOrdering } from './record-queries.ts';
import type { WriteContext } from './request-context.ts';
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

/** A create input: the order may be left out (the end of the list). */
type NewOrderedRecord<Name extends string> = Record<Name, string> & {
  description: string;
  order?: number | undefined;
  active: boolean;
};

/** An update input: any subset of the fields, with the version the writer read. */
type OrderedChange<Name extends string> = Partial<OrderedFields<Name>> & { version?: number | undefined };

// Every table of the family has these columns (OrderedTable); Drizzle cannot infer a generic table's row.
export type OrderedRow<Table extends OrderedTable, Name extends string> = Table['$inferSelect'] &
  OrderedFields<Name> & { id: string; version: number };

type ListFilter = { active?: boolean | undefined; search?: string | undefined };

/**
 * What every ordered list does to its table, in one place: names unique regardless of case, the list's filter,
 * search and order, and the audited create, update and delete, each in its transaction with the row locked. A
 * feature's service keeps only what is its own: its API shape (`present`), its reads, and its refusals.
 */
export const orderedRecords = <
  Table extends OrderedTable & Record<Name, AnyPgColumn>,
  Name extends string,
  Api,
>({
  table,
  nameField,
  entity,
  recordName,
  duplicate,
  present,
  deletable,
}: {
  table: Table;
  nameField: Name;
  /** The audit log's entity ('question-category'). */
  entity: string;
  /** The 404's subject ('Category'). */
  recordName: string;
  /** The feature's refusal when a name is taken. */
  duplicate: (name: string) => Error;
  /** The record in its API shape, read inside the write's transaction. */
  present: (tx: Executor, row: OrderedRow<Table, Name>) => Api | Promise<Api>;
  /** Throws the feature's refusal when a locked row may not be deleted. */
  deletable?: (tx: Executor, row: OrderedRow<Table, Name>) => Promise<void>;
}) => {
  type Row = OrderedRow<Table, Name>;
  type Fields = Name | 'description' | 'order' | 'active';
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

  const lock = async (db: Executor, id: string): Promise<Row> => {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    if (!row) throw notFound(recordName);
    return row as Row;
  };

  return {
    /** The list's filter on activity and its search on the name and the description. */
    where: (query: ListFilter): SQL | undefined =>
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

    /** `POST`: at the end of the list unless the input gives an order. */
    create: ({ db, input, actor, ip }: WriteContext & { input: NewOrderedRecord<Name> }): Promise<Api> =>
      db.transaction(async (tx) => {
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
        return present(tx, row as Row);
      }),

    /**
     * `PUT`: any subset of the fields, after checking the version the writer read; a change to nothing leaves
     * the row and the history alone.
     */
    update: ({
      db,
      id,
      input,
      actor,
      ip,
    }: WriteContext & { id: string; input: OrderedChange<Name> }): Promise<Api> =>
      db.transaction(async (tx) => {
        const row = await lock(tx, id);
        const current = () => present(tx, row);
        const { version, ...fields } = input;
        await assertVersion(row, version, current);
        const changes = changedFields<Row, Fields>(row, fields as Partial<Record<Fields, unknown>>);
        if (Object.keys(changes).length === 0) return present(tx, row);
        const newName = changes[nameField] as string | undefined;
        if (newName !== undefined) await assertNameFree(tx, newName, id);
        const updated = await auditedUpdate(tx, {
          table,
          id,
          expected: version,
          set: changes as PgUpdateSetSource<Table>,
          current,
          duplicate: () => duplicate(newName ?? row[nameField]),
          entity,
          actor,
          ip,
          before: row,
        });
        return present(tx, updated as Row);
      }),

    /** `DELETE`, unless `deletable` refuses; the deletion is recorded in the history. */
    remove: ({ db, id, actor, ip }: WriteContext & { id: string }): Promise<void> =>
      db.transaction(async (tx) => {
        const row = await lock(tx, id);
        await deletable?.(tx, row);
        await tx.delete(table as PgTable).where(eq(table.id, id));
        await recordAudit({ db: tx, actor, action: 'delete', entity, entityId: id, before: row, ip });
      }),
  };
};
