import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';
import { providerTypes } from './insurance.ts';

/** One line of a product's table of guarantees (hospitalisation, optical, dental, ...). */
export interface Guarantee {
  category: string;
  label: string;
  /** As the insurer states it: "300 % BR", "150 € / an", "Frais réels". */
  value: string;
}

/** How a product prices a family beyond the grid (issue 4). */
export interface FamilyPricingRules {
  /** Children of this rank and beyond are free (3 = free from the third child); null: every child pays. */
  freeFromChildRank: number | null;
  /** A child older than this at the effective date is priced as an adult. */
  childMaxAge: number;
  /** Discount on the spouse's premium, in percent (0–100). */
  spouseDiscountPercent: number;
}

/** A formula (level) of a gamme, with its guarantees and its tariff grid. */
export const products = pgTable(
  'products',
  {
    id: id(),
    providerType: text()
      .notNull()
      .references(() => providerTypes.code),
    gammeCode: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    level: integer().notNull().default(1),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    guarantees: jsonb().$type<Guarantee[]>().notNull().default([]),
    pricingRules: jsonb()
      .$type<FamilyPricingRules>()
      .notNull()
      .default({ freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 0 }),
    currency: text().notNull().default('EUR'),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex().on(table.providerType, table.code),
    index().on(table.providerType, table.gammeCode),
  ],
);

/**
 * The monthly premium in cents by social-security regime × pricing zone × beneficiary (adult or child) ×
 * age band (inclusive bounds).
 */
export const productTariffs = pgTable(
  'product_tariffs',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    regime: text().notNull(),
    zone: integer().notNull(),
    beneficiary: text().$type<'adult' | 'child'>().notNull(),
    ageMin: integer().notNull(),
    ageMax: integer().notNull(),
    monthlyCents: integer().notNull(),
  },
  (table) => [uniqueIndex().on(table.productId, table.regime, table.zone, table.beneficiary, table.ageMin)],
);

/** Département → pricing zone, per provider type; a département without a row is in zone 1. */
export const tariffZones = pgTable(
  'tariff_zones',
  {
    providerType: text()
      .notNull()
      .references(() => providerTypes.code),
    departement: text().notNull(),
    zone: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerType, table.departement] })],
);
