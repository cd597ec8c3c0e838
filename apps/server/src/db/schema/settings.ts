import { pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/** Values the application generates once and keeps (the development secret, the demo seed marker). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: moment().notNull().defaultNow(),
});
