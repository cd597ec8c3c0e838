import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';

export interface GammeAssignment {
  providerType: string;
  gammes: string[];
}

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    providerType: text(),
    gammeAssignments: jsonb().$type<GammeAssignment[]>().notNull().default([]),
    version: version(),
    ...timestamps,
  },
  (table) => [uniqueIndex().on(table.companyId, table.name)],
);
