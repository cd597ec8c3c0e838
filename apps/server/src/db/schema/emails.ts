import type { EmailStatus, EmailTemplate, Locale } from '@brokerage/shared';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * Every email the product sends (issue 10): what was sent to whom, from which template and data, and how its
 * delivery went. A sale's email copies the sale's seller, team and company, which the data scope reads.
 * `data` is the template's input (names, links, dates); the links that are credentials (signing, password reset)
 * are sealed in it (features/emails/email-data.service.ts).
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    recipient: text().notNull(),
    subject: text().notNull(),
    template: text().$type<EmailTemplate>().notNull(),
    locale: text().$type<Locale>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    saleId: uuid().references(() => sales.id),
    status: text().$type<EmailStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    messageId: text(),
    sentAt: moment(),
    createdById: uuid().references(() => users.id),
    ownerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    ...timestamps,
  },
  (table) => [
    index('emails_created_at_id_idx').on(table.createdAt, table.id),
    index('emails_sale_created_idx').on(table.saleId, table.createdAt),
    index('emails_status_created_idx').on(table.status, table.createdAt),
    index('emails_recipient_idx').on(table.recipient),
  ],
);

/** Messages of the development mail transport, readable by callers on this machine outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    messageId: text().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_recipient_created_idx').on(table.recipient, table.createdAt)],
);
