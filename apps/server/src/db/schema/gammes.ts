import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';
import { providerTypes } from './insurance.ts';

/**
 * Product lines (gammes) of a provider type. A dotted code (`SANTE_SENIOR.CONFORT`) is a sub-line of its
 * bare code (`SANTE_SENIOR`).
 */
export const gammes = pgTable(
  'gammes',
  {
    id: id(),
    providerType: text()
      .notNull()
      .references(() => providerTypes.code),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    apiPath: text(),
    version: version(),
    ...timestamps,
  },
  (table) => [uniqueIndex().on(table.providerType, table.code), index().on(table.code)],
);
