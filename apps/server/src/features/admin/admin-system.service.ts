import { performance } from 'node:perf_hooks';
import type { DatabaseDriver, SystemInfo } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';

/** How long the console waits for the database before calling it down. */
const DATABASE_TIMEOUT_MS = 5_000;

/** One `select 1` timed; null when it fails or takes longer than DATABASE_TIMEOUT_MS. */
const pingDatabase = async (db: Executor): Promise<number | null> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATABASE_TIMEOUT_MS);
  });
  try {
    const answered = await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
    return answered ? Math.round((performance.now() - started) * 100) / 100 : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
};

/** The console's System section: version, database driver and the database's health, measured now. */
export const getSystemInfo = async ({
  db,
  version,
  driver,
}: {
  db: Executor;
  version: string;
  driver: DatabaseDriver;
}): Promise<SystemInfo> => {
  const latencyMs = await pingDatabase(db);
  return {
    version,
    driver,
    database: { status: latencyMs === null ? 'down' : 'up', latencyMs },
    nodeVersion: process.version,
    uptimeSeconds: Math.floor(process.uptime()),
    checkedAt: new Date().toISOString(),
  };
};
