import type { Answers, SaleChannel, SaleHousehold, SaleOffer, SaleStatus } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** One sequence for every instance: sale numbers never collide and never repeat. */
export const saleNumberSequence = pgSequence('sale_number_seq', { startWith: 1 });

/**
 * A sale (vente, SPEC §3, DESIGN §10). The seller, team and company are fixed when the sale is made and are
 * what the data scope reads. The premium columns copy the chosen offer so lists filter, sort and add them up
 * from an index.
 */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    /**
     * `V-2026-000123`: the year of creation and the sequence, at least six digits (`FM…000000` pads to six and
     * never cuts a longer number, as `lpad` would: the millionth sale would have taken `V-2026-100000` again).
     */
    number: text()
      .notNull()
      .default(
        sql`'V-' || to_char(now() at time zone 'Europe/Paris', 'YYYY') || '-' || to_char(nextval('sale_number_seq'), 'FM9999999999999000000')`,
      ),
    status: text().$type<SaleStatus>().notNull().default('draft'),
    statusChangedAt: moment().notNull().defaultNow(),
    sellerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    channel: text().$type<SaleChannel>(),
    callConsentAt: moment(),
    /** Set by "End call" (phone sales): the call is open until then, or 4 h after the consent. */
    callEndedAt: moment(),
    recordingAnnouncedAt: moment(),
    customerId: uuid().references(() => customers.id),
    providerType: text(),
    gammeCode: text(),
    answers: jsonb().$type<Answers>().notNull().default({}),
    objectiveIds: jsonb().$type<string[]>().notNull().default([]),
    household: jsonb().$type<SaleHousehold>(),
    quoteHash: text(),
    offer: jsonb().$type<SaleOffer>(),
    monthlyPremiumCents: integer(),
    yearlyPremiumCents: integer(),
    recommendationReason: text(),
    lostReason: text(),
    subscribedAt: moment(),
    /**
     * When the customer signed (the move awaiting_signature → signed): the quality queue's order (issue 11).
     * Handing a sale back to the queue (release, call-back) keeps it.
     */
    signedAt: moment(),
    /**
     * The contract the sale's quality validation created (issue 11). No foreign key here: `contracts.saleId`
     * references the sale (unique), and a key both ways would make the schema files import each other.
     */
    contractId: uuid(),
    version: version(),
    ...timestamps,
    deletedAt: moment(),
  },
  (table) => [
    uniqueIndex('sales_number_unique').on(table.number),
    index('sales_quote_hash_idx').on(table.quoteHash),
    // Every sale of a customer, deleted ones included (erasure, retention, evidence).
    index('sales_customer_idx').on(table.customerId),
    // Lists sort by date (newest first) within a filter; each single filter has its (filter, date, id) index.
    index('sales_live_created_at_id_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_status_created_idx')
      .on(table.status, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_seller_created_idx')
      .on(table.sellerId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_team_created_idx')
      .on(table.teamId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_company_created_idx')
      .on(table.companyId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_provider_created_idx')
      .on(table.providerType, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_updated_at_id_idx')
      .on(table.updatedAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_gamme_created_idx')
      .on(table.gammeCode, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // A search by customer: their live sales, newest first, and their count, from the index alone.
    index('sales_live_customer_created_idx')
      .on(table.customerId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('sales_live_premium_idx')
      .on(table.monthlyPremiumCents, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);
