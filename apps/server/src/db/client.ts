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

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string | null };

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory when null). */
export const openDatabase = async (target: DatabaseTarget): Promise<DatabaseHandle> => {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client can lose its connection (server restart, failover); without a listener that crashes the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder }),
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};
