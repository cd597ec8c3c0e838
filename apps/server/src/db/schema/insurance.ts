import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Insurers' pricing back-ends the brokerage sells through ('actudata', ...). */
export const providerTypes = pgTable('provider_types', {
  code: text().primaryKey(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  ...timestamps,
});
