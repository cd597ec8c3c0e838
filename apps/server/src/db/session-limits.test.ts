import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWithoutLimits, type DatabaseHandle, openDatabase } from '@/db/client.ts';
import { createPostgresTestDatabase } from '@/test/test-database.ts';
import { onPostgres } from '@/test/two-instances.ts';

/**
 * The pool's sessions end a runaway statement and a transaction left idle (`SessionLimits`); migrations run
 * without those limits. Only the PostgreSQL server has them: PGlite is one in-process connection.
 */
describe.skipIf(!onPostgres)('the limits of a PostgreSQL session', () => {
  let database: { url: string; drop: () => Promise<void> };
  let limited: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    // Limits as an operator would set them on the role (here the database), which a migration must lift.
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    const { rows } = await owner.query<{ name: string }>('select current_database() as name');
    await owner.query(`alter database "${rows[0]?.name}" set statement_timeout = 100`);
    await owner.end();
    // And a statement limit no migration fits in on the pool: migrating through it would fail.
    const strict = await openDatabase({
      url: database.url,
      poolSize: 1,
      sessionLimits: { statementTimeoutMs: 1, idleInTransactionTimeoutMs: 1 },
    });
    try {
      await strict.migrate();
    } finally {
      await strict.close();
    }
    limited = await openDatabase({
      url: database.url,
      poolSize: 2,
      sessionLimits: { statementTimeoutMs: 150, idleInTransactionTimeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await limited?.close();
    await database?.drop();
  });

  it('applies the request limits by default', async () => {
    const handle = await openDatabase({ url: database.url, poolSize: 1 });
    try {
      const shown = await handle.executeSql(
        `select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
      );
      expect(shown.rows).toEqual([{ statement: '2min', idle: '1min' }]);
    } finally {
      await handle.close();
    }
  });

  it('lifts the limits an operator set on the role, for the migrations’ connection', async () => {
    const client = await connectWithoutLimits(database.url);
    try {
      await expect(client.query('select pg_sleep(0.3)')).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await client.end();
    }
    const plain = new pg.Client({ connectionString: database.url });
    await plain.connect();
    try {
      await expect(plain.query('select pg_sleep(0.3)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await plain.end();
    }
  });

  it('migrates without them, then cancels a statement past the limit', async () => {
    const migrated = await limited.executeSql(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(migrated.rows).not.toEqual([{ count: 0 }]);
    await expect(limited.executeSql('select pg_sleep(0.5)')).rejects.toMatchObject({ code: '57014' });
  });

  it('ends a transaction left idle, releasing its locks, and the pool still answers', async () => {
    // The database's own limit (100 ms, set above) lifted for this session.
    const other = new pg.Client({ connectionString: database.url, options: '-c statement_timeout=0' });
    await other.connect();
    try {
      await other.query('create table held (id int primary key)');
      await other.query('insert into held values (1)');
      const idle = limited.db.transaction(async (tx) => {
        await tx.execute(sql`select id from held where id = 1 for update`);
        await sleep(800);
        await tx.execute(sql`select 1`);
      });
      await expect(idle).rejects.toThrow();
      // NOWAIT: still held, this would fail at once with 55P03.
      await other.query('begin');
      await expect(other.query('select id from held where id = 1 for update nowait')).resolves.toMatchObject({
        rowCount: 1,
      });
      await other.query('rollback');
      await expect(limited.executeSql('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await other.end();
    }
  });
});
