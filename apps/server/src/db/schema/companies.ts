import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';

export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull().unique(),
  providerTypes: text().array().notNull().default(sql`'{}'::text[]`),
  version: version(),
  ...timestamps,
});
