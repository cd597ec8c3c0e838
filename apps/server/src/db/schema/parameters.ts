import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/**
 * The brokerage's parameters (`packages/shared/src/parameters`), one row per key the administration saved:
 * a key never saved reads as its default, so a new parameter needs no migration of data.
 */
export const parameters = pgTable('parameters', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: moment().notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id),
});
