import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The version of the whole set of parameters, one row (`id` = `PARAMETER_SET_ID`, written at the first save;
 * none reads as version 1). A save bumps it under the version the client named (409 otherwise), and every
 * instance's cache (features/parameters/parameters-cache.ts) compares it, one indexed row, to know its copy
 * is still current.
 */
export const parameterSet = pgTable('parameter_set', {
  id: text().primaryKey(),
  version: integer().notNull().default(1),
  updatedAt: moment(),
  updatedBy: uuid().references(() => users.id),
});
