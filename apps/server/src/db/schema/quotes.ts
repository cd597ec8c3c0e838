import type { QuoteStatus, Regime } from '@brokerage/shared';
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/** One insured person of a quote (`quote-param/user`). */
export interface QuoteUserRow {
  id: string;
  role: 'main' | 'spouse' | 'child';
  birthDate: string;
  regime: Regime;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * A quote of the built-in `actudata` provider (SPEC §3): built step by step by the quote-param calls. Products
 * keep the priced offer as the tariff engine computed it; payments keep no IBAN (it is sealed on the customer).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    quoteHash: text().notNull(),
    providerType: text().notNull(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    status: text().$type<QuoteStatus>().notNull().default('draft'),
    postcode: text().notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    users: jsonb().$type<QuoteUserRow[]>().notNull().default([]),
    products: jsonb().$type<unknown[]>().notNull().default([]),
    payments: jsonb().$type<unknown[]>().notNull().default([]),
    createdBy: uuid().references(() => users.id),
    version: version(),
    ...timestamps,
  },
  (table) => [uniqueIndex('quotes_quote_hash_unique').on(table.quoteHash), index().on(table.saleId)],
);
