import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '@/db/client.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or (TEST_DB=postgres) a new
 * database on the server named by TEST_DATABASE_URL, dropped again on close.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = await openDatabase({ url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
};

/**
 * A new, empty database on the server named by TEST_DATABASE_URL: its URL (for as many connections or app
 * instances as a test wants) and how to drop it.
 */
export const createPostgresTestDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
