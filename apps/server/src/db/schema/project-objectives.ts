import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';

export const projectObjectives = pgTable('project_objectives', {
  id: id(),
  label: text().notNull().unique(),
  description: text().notNull().default(''),
  order: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  version: version(),
  ...timestamps,
});
