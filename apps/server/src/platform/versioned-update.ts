import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { AppError } from './app-error.ts';

/** A table whose rows carry the optimistic-concurrency `version` (db/schema/columns.ts). */
export type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/** 409 STALE_WRITE carrying the record as it stands now (in its API shape), so the client can compare. */
export const staleWrite = (current: unknown) => new AppError('STALE_WRITE', { details: { current } });

/**
 * Refuses a write that does not name the version it read. Called as soon as the row is loaded, so a stale
 * write fails before any other check; the UPDATE itself still re-checks the version (see versionedUpdate).
 */
export const assertVersion = async (
  row: { version: number },
  expected: number | undefined,
  current: () => unknown | Promise<unknown>,
) => {
  if (expected === undefined || expected !== row.version) throw staleWrite(await current());
};

/**
 * `UPDATE table SET ..., version = version + 1 WHERE id = $id AND version = $expected RETURNING *`: a writer
 * that read an older version changes nothing and gets 409 STALE_WRITE with `current()`; a missing row is the
 * caller's 404 (`current()` should throw it).
 */
export const versionedUpdate = async <Table extends VersionedTable>(
  db: Executor,
  {
    table,
    id,
    expected,
    set,
    current,
  }: {
    table: Table;
    id: string;
    expected: number | undefined;
    set: PgUpdateSetSource<Table>;
    current: () => unknown | Promise<unknown>;
  },
): Promise<Table['$inferSelect']> => {
  if (expected === undefined) throw staleWrite(await current());
  const values = { ...set, version: sql`${table.version} + 1` } as PgUpdateSetSource<Table>;
  // Drizzle's update builder cannot infer RETURNING for a generic table; the row is the table's own row.
  const rows = (await db
    .update(table as PgTable)
    .set(values as never)
    .where(and(eq(table.id, id), eq(table.version, expected)))
    .returning()) as Table['$inferSelect'][];
  const [updated] = rows;
  if (!updated) throw staleWrite(await current());
  return updated;
};

/**
 * The version a sub-resource write (`/teams/{id}/gammes/...`, `/companies/{id}/provider-types`,
 * `/products/{id}/tariffs/import`) names, from `If-Match: 3` or `If-Match: "3"` (ETag form, weak or not).
 */
export const ifMatchVersion = (request: FastifyRequest): number | undefined => {
  const header = request.headers['if-match'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.trim().match(/^(?:W\/)?"?(\d{1,10})"?$/);
  if (!match?.[1]) return undefined;
  const version = Number(match[1]);
  return version >= 1 && version <= 2_147_483_647 ? version : undefined;
};
