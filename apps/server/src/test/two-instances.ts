import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { buildTestAppOn, type TestApp } from '@/test/build-app.ts';
import { createPostgresTestDatabase } from '@/test/test-database.ts';

/** Whether this run has a PostgreSQL server: several instances on one database mean nothing on PGlite. */
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Two apps, `a` and `b`, each with its own connection pool, on one fresh migrated PostgreSQL database (DESIGN §9:
 * any number of instances share one database), opened before the file's tests and closed after. `routes`
 * mounts an instance's own test routes under /api.
 */
export const startTwoInstances = ({
  env = {},
  routes,
}: {
  env?: Record<string, string>;
  routes?: (instance: 'a' | 'b') => FastifyPluginAsync;
} = {}): { a: TestApp; b: TestApp } => {
  const apps = {} as { a: TestApp; b: TestApp };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const first = await openDatabase({ url: database.url, poolSize: 4 });
    await first.migrate();
    apps.a = await buildTestAppOn(first, env, routes?.('a'));
    apps.b = await buildTestAppOn(await openDatabase({ url: database.url, poolSize: 4 }), env, routes?.('b'));
  });
  afterAll(async () => {
    await apps.a?.close();
    await apps.b?.close();
    await drop?.();
  });
  return apps;
};
