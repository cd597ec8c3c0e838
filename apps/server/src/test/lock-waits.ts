import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '@/db/client.ts';

/**
 * Resolves once `count` sessions of this database wait on a lock (PostgreSQL server only): a request is then
 * parked where the test wants it, as it would be on a busy server.
 */
export const waitForLockWaits = (db: Executor, count: number) =>
  expect
    .poll(
      async () => {
        const result = await db.execute(
          sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (result as unknown as { rows: { count: number }[] }).rows[0]?.count;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(count);
