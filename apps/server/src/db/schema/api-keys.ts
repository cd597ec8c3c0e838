import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Keys for scripts and partner systems (issue 12). The secret itself is never stored: only its SHA-256, looked
 * up on every Bearer request, and the short public `prefix` people recognise it by.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text().notNull(),
    prefix: text().notNull().unique(),
    secretHash: text().notNull().unique(),
    /** The keys it was granted; each request narrows them again to what its creator still holds. */
    permissions: jsonb().$type<string[]>().notNull(),
    createdById: uuid()
      .notNull()
      .references(() => users.id),
    expiresAt: moment().notNull(),
    lastUsedAt: moment(),
    revokedAt: moment(),
    revokedById: uuid().references(() => users.id),
    ...timestamps,
  },
  (table) => [index().on(table.createdById)],
);
