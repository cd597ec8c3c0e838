import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const moment = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Optimistic concurrency: every update names the version it read and bumps it in the same
 * `UPDATE ... WHERE id = $id AND version = $n` (platform/versioned-update.ts).
 */
export const version = () => integer().notNull().default(1);
