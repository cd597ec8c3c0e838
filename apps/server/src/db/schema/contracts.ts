import type {
  ContractPaymentMethod,
  ContractStatus,
  InsuredPerson,
  PaymentFrequency,
} from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, moment, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/** One sequence for every instance, as for sales: contract numbers never collide and never repeat. */
export const contractNumberSequence = pgSequence('contract_number_seq', { startWith: 1 });

/**
 * A contract (issue 11): what a sale's quality validation creates, in the same transaction. It copies what was
 * sold (customer, insured people, insurer and product, effective date, premium, payment) so later edits of the
 * customer or the catalogue never change a contract. The seller, team and company are the sale's: the data
 * scope reads them as for sales.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    /** `C-2026-000123`, built like the sale number (see `sales.number`). */
    number: text()
      .notNull()
      .default(
        sql`'C-' || to_char(now() at time zone 'Europe/Paris', 'YYYY') || '-' || to_char(nextval('contract_number_seq'), 'FM9999999999999000000')`,
      ),
    status: text().$type<ContractStatus>().notNull().default('active'),
    statusChangedAt: moment().notNull().defaultNow(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    customerId: uuid().references(() => customers.id),
    insuredPeople: jsonb().$type<InsuredPerson[]>().notNull().default([]),
    providerType: text().notNull(),
    gammeCode: text().notNull(),
    productId: uuid(),
    productCode: text(),
    productName: text().notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    monthlyPremiumCents: integer().notNull(),
    yearlyPremiumCents: integer().notNull(),
    paymentMethod: text().$type<ContractPaymentMethod>().notNull().default('sepa_direct_debit'),
    paymentFrequency: text().$type<PaymentFrequency>(),
    debitDay: integer(),
    ibanMasked: text(),
    mandateReference: text(),
    /** Ids of the sale's documents (sealed copies and evidence) the contract rests on, in reading order. */
    documentIds: jsonb().$type<string[]>().notNull().default([]),
    signedAt: moment().notNull(),
    validatedAt: moment().notNull().defaultNow(),
    validatedById: uuid().references(() => users.id),
    withdrawnAt: moment(),
    withdrawalReason: text(),
    cancelledAt: moment(),
    cancellationReason: text(),
    terminationDate: date({ mode: 'string' }),
    terminationReason: text(),
    terminatedAt: moment(),
    sellerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('contracts_number_unique').on(table.number),
    // A sale becomes one contract, once.
    uniqueIndex('contracts_sale_unique').on(table.saleId),
    index('contracts_signed_at_idx').on(table.signedAt, table.id),
    index('contracts_status_signed_idx').on(table.status, table.signedAt, table.id),
    index('contracts_effective_date_idx').on(table.effectiveDate, table.id),
    index('contracts_renewal_month_idx').on(sql`extract(month from ${table.effectiveDate})`),
    index('contracts_customer_idx').on(table.customerId),
    index().on(table.sellerId),
    index().on(table.teamId),
    index().on(table.companyId),
    index('contracts_provider_gamme_idx').on(table.providerType, table.gammeCode),
  ],
);
