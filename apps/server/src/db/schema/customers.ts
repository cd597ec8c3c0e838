import type { Civility, Locale, Regime } from '@brokerage/shared';
import { type SQL, sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A customer of the brokerage (SPEC §3). The owner, team and company are those of the agent who created the
 * record: the data scope of customers reads them (platform/data-scope.ts). Bank details are one AES-256-GCM
 * envelope written by the application (`platform/secret-box.ts`): the database never holds the IBAN in clear.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    civility: text().$type<Civility>().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    address: text().notNull(),
    postcode: text().notNull(),
    city: text().notNull(),
    /** E.164. */
    phone: text().notNull(),
    email: text(),
    regime: text().$type<Regime>().notNull(),
    /** The language of the customer's documents and emails. */
    preferredLanguage: text().$type<Locale>().notNull().default('fr'),
    /** Lower-case, accent-free "first last email phone-digits" for the type-ahead (trigram index). */
    searchText: text().notNull(),
    /**
     * Every run of SEARCH_GRAM_LENGTH characters within a word of `search_text`, written by PostgreSQL
     * (`customer_search_grams`, migration 0019): a word that long is found through these (GIN), whose rare
     * grams narrow the search where every trigram of a common name is shared by thousands.
     */
    searchGrams: text()
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`customer_search_grams(${customers.searchText})`),
    ownerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    /** `<keyId>.<iv>.<tag>.<ciphertext>` (base64url) of the bank details as JSON; null when none were given. */
    bankDetailsSealed: text(),
    bankDetailsUpdatedAt: moment(),
    version: version(),
    ...timestamps,
    deletedAt: moment(),
  },
  (table) => [
    // text_pattern_ops: one index serves the duplicate check (=) and a number typed from its start (LIKE '+336%').
    index('customers_live_phone_idx')
      .on(table.phone.op('text_pattern_ops'))
      .where(sql`${table.deletedAt} is null`),
    index('customers_live_email_idx').on(sql`lower(${table.email})`).where(sql`${table.deletedAt} is null`),
    index('customers_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('customers_search_grams_idx').using('gin', table.searchGrams),
    index().on(table.ownerId),
    index().on(table.teamId),
    index().on(table.companyId),
  ],
);
