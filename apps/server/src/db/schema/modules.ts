import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/** Modules switched off by root; a module without a row is on. */
export const moduleSettings = pgTable('module_settings', {
  name: text().primaryKey(),
  enabled: boolean().notNull(),
  updatedAt: moment().notNull().defaultNow(),
  updatedBy: uuid(),
});
