import type { CallOutcome, OppositionSource } from '@brokerage/shared';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * The call log (issue 11): each attempt to reach a prospect, on a sale. Append-only (an attempt is a fact).
 * `teamId` and `companyId` copy the sale's, which the data scope reads; `agentId` is who dialled. The phone
 * rules count every attempt to the number or the customer, across sales: hence the two indexes. The attempt the
 * sale form's first step records has no number nor customer yet; it reaches the customer through its sale.
 */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: id(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    customerId: uuid().references(() => customers.id),
    agentId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    /** E.164. */
    phoneNumber: text(),
    at: moment().notNull(),
    outcome: text().$type<CallOutcome>().notNull(),
    callBackAt: moment(),
    note: text(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    index('call_attempts_sale_at_idx').on(table.saleId, table.at),
    index('call_attempts_phone_at_idx').on(table.phoneNumber, table.at),
    index('call_attempts_customer_at_idx').on(table.customerId, table.at),
  ],
);

/**
 * The brokerage's do-not-call list: one row per number (E.164). Numbers on it are not called unless their
 * customer is under contract. `saleId` names the sale a refusal or a customer's request came from.
 */
export const oppositionNumbers = pgTable(
  'opposition_numbers',
  {
    id: id(),
    phoneNumber: text().notNull(),
    source: text().$type<OppositionSource>().notNull(),
    reason: text(),
    saleId: uuid().references(() => sales.id),
    createdById: uuid().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('opposition_numbers_phone_unique').on(table.phoneNumber),
    index('opposition_numbers_created_at_id_idx').on(table.createdAt, table.id),
  ],
);
