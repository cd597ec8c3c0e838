import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';

/** Each hit counts against a named limit; counting rows in a window keeps limits shared between instances. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text().notNull(),
    hitAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.bucket, table.hitAt)],
);
