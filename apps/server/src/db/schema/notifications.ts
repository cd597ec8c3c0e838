import type { NotificationData, NotificationKind } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * A notification of the bell (issue 12): what happened (`kind`), about which sale, with the parameters of its
 * message (`data`); the web writes the sentence in the reader's language. Only its recipient reads it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    saleId: uuid().references(() => sales.id, { onDelete: 'cascade' }),
    data: jsonb().$type<NotificationData>().notNull().default({}),
    createdAt: moment().notNull().defaultNow(),
    readAt: moment(),
  },
  (table) => [
    // "My notifications, newest first", and the same for the unread ones (the badge's count and the poll).
    index('notifications_recipient_created_idx').on(
      table.recipientId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('notifications_recipient_unread_idx')
      .on(table.recipientId, table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
    index('notifications_sale_idx').on(table.saleId),
  ],
);
