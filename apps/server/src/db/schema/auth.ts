import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** Product sessions: the cookie holds a random id, the table only its hash (DESIGN §6). */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull().defaultNow(),
    expiresAt: moment().notNull(),
    lastSeenAt: moment().notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
    /** The identity sign-in (refresh-token family) the session was opened with; null before issue 12. */
    refreshFamilyId: uuid(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);
