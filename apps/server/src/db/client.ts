import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services accept either the database or an open transaction. */
export type Executor = Database | Transaction;

/** Rows of a statement run outside drizzle, as node-postgres and PGlite both answer them. */
export interface RawSqlResult {
  rows: unknown[];
}

/**
 * SQL that a library brings written (pg-boss): with values, one parameterised statement; without, a script of
 * one or more statements, rolled back as a whole when one fails, so the connection is never left in an aborted
 * transaction.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<RawSqlResult>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const executeSqlOnPool =
  (pool: pg.Pool): ExecuteSql =>
  async (text, values) => {
    if (values && values.length > 0) return pool.query(text, values);
    const client = await pool.connect();
    try {
      // node-postgres answers an array of results for a script of several statements (its types omit it).
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      client.release();
      // A script answers one result per statement; its caller wants the last.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    } catch (error) {
      // A script that opened a transaction and failed leaves it open and aborted on this connection.
      try {
        await client.query('rollback');
        client.release();
      } catch {
        client.release(true);
      }
      throw error;
    }
  };

/**
 * PGlite has one connection, shared by every caller: a script runs inside its own transaction (its own BEGIN and
 * COMMIT then only warn), so that a failure is rolled back before anyone else may use the connection.
 */
const executeSqlOnPglite =
  (client: PGlite): ExecuteSql =>
  async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    return client.transaction(async (transaction) => {
      const results = await transaction.exec(text);
      return results.at(-1) ?? { rows: [] };
    });
  };

/**
 * What one PostgreSQL session of the pool may take. A statement still running past every client's time limit
 * (SPEC §9's longest is 90 s) only holds a connection and its locks for nobody; a transaction left idle (a request
 * awaiting something outside the database with a row locked) makes every writer of that row queue. PostgreSQL
 * ends either one, so a few of them cannot take the whole pool.
 */
export interface SessionLimits {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

const REQUEST_SESSION_LIMITS: SessionLimits = {
  statementTimeoutMs: 120_000,
  idleInTransactionTimeoutMs: 60_000,
};

/**
 * A client can lose its connection (server restart, failover, a session limit) while idle in the pool or while
 * checked out between two queries; an 'error' event without a listener crashes the process. A checked-out one fails
 * its next query instead ("not queryable", without the server's code: a restart then answers 500, not 503), and the
 * pool drops it on release.
 */
const survivesLostConnections = (pool: pg.Pool) => {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
};

/**
 * A connection without the requests' limits, also when an operator set them on the role (behind PgBouncer,
 * DATABASE_SESSION_LIMITS=false): for migrations, which may rewrite a large table.
 */
export const connectWithoutLimits = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('set statement_timeout = 0; set idle_in_transaction_session_timeout = 0');
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
};

/** Drizzle's migrations, on a connection of their own (pg-boss migrates its schema on the pool when it starts). */
const migrateWithoutLimits = async (url: string) => {
  const client = await connectWithoutLimits(url);
  try {
    await migrateNodePostgres(drizzleNodePostgres(client, { schema, casing: 'snake_case' }), {
      migrationsFolder,
    });
  } finally {
    await client.end();
  }
};

export type DatabaseTarget =
  | {
      url: string;
      poolSize?: number;
      /** `false` for a bulk load (the bench's seed): statements as long as they take. */
      sessionLimits?: SessionLimits | false;
    }
  | { dataDir: string | null };

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory when null). */
export const openDatabase = async (target: DatabaseTarget): Promise<DatabaseHandle> => {
  if ('url' in target) {
    const limits = target.sessionLimits ?? REQUEST_SESSION_LIMITS;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      ...(limits && {
        statement_timeout: limits.statementTimeoutMs,
        idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
      }),
    });
    survivesLostConnections(pool);
    const db = drizzleNodePostgres(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      executeSql: executeSqlOnPool(pool),
      migrate: () => migrateWithoutLimits(target.url),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm serves the customer search (migration 0006); pgcrypto must not be loaded beside it (it froze PGlite).
  const extensions = { pg_trgm };
  const client = target.dataDir
    ? await PGlite.create(target.dataDir, { extensions })
    : await PGlite.create({ extensions });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    executeSql: executeSqlOnPglite(client),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};
