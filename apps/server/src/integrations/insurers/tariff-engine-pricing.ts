import {
  AGE_RULE,
  DEFAULT_PRICING_RULES,
  type PricedOffer,
  type PricingRules,
  priceFamily,
  type UnpriceableProduct,
  zoneOfDepartement,
} from '@brokerage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { products, productTariffs, tariffZones } from '@/db/schema/index.ts';
import { SEED_PROVIDER_TYPES } from '@/db/seed/catalogue.ts';
import {
  createPricingRegistry,
  type PricingInput,
  type PricingOutcome,
  type PricingProvider,
  type PricingRegistry,
} from './pricing-provider.ts';

type ProductRow = typeof products.$inferSelect;

const summaryOf = (row: ProductRow) => ({
  id: row.id,
  providerType: row.providerType,
  gammeCode: row.gammeCode,
  code: row.code,
  name: row.name,
  level: row.level,
});

/** The stored rules, completed with the defaults should a field be missing from an older row. */
const rulesOf = (row: ProductRow): PricingRules => ({ ...DEFAULT_PRICING_RULES, ...row.pricingRules });

/** The pricing zone of a département for a provider type: its row in `tariff_zones`, else zone 1. */
export const zoneFor = async (db: Executor, providerType: string, departement: string): Promise<number> => {
  const rows = await db
    .select({ departement: tariffZones.departement, zone: tariffZones.zone })
    .from(tariffZones)
    .where(and(eq(tariffZones.providerType, providerType), eq(tariffZones.departement, departement)));
  return zoneOfDepartement(rows, departement);
};

/**
 * The built-in engine behind the provider interface: reads the active products of the requested gammes, their
 * grid rows for the address's zone and the household's regimes, and prices each with the shared pure engine.
 */
export const createTariffEnginePricing = ({
  db,
  providerType,
}: {
  db: Executor;
  providerType: string;
}): PricingProvider => ({
  providerType,
  async quote(input: PricingInput): Promise<PricingOutcome> {
    if (input.gammeCodes.length === 0) return { offers: [], unpriceable: [] };
    const zone = await zoneFor(db, providerType, input.departement);
    const productRows = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.providerType, providerType),
          eq(products.active, true),
          inArray(products.gammeCode, input.gammeCodes),
        ),
      );
    if (productRows.length === 0) return { offers: [], unpriceable: [] };
    const regimes = [...new Set(input.people.map((person) => person.regime))];
    const tariffRows = await db
      .select()
      .from(productTariffs)
      .where(
        and(
          inArray(
            productTariffs.productId,
            productRows.map((row) => row.id),
          ),
          eq(productTariffs.zone, zone),
          inArray(productTariffs.regime, regimes),
        ),
      );
    const gridOf = new Map<string, (typeof tariffRows)[number][]>();
    for (const row of tariffRows) gridOf.set(row.productId, [...(gridOf.get(row.productId) ?? []), row]);

    const offers: PricedOffer[] = [];
    const unpriceable: UnpriceableProduct[] = [];
    for (const product of productRows) {
      const rules = rulesOf(product);
      const price = priceFamily({
        grid: gridOf.get(product.id) ?? [],
        rules,
        zone,
        effectiveDate: input.effectiveDate,
        people: input.people,
      });
      if (!price.ok) {
        unpriceable.push({
          productId: product.id,
          product: summaryOf(product),
          code: price.code,
          reason: price.reason,
        });
        continue;
      }
      offers.push({
        product: summaryOf(product),
        guarantees: product.guarantees,
        currency: product.currency,
        monthlyTotalCents: price.monthlyTotalCents,
        yearlyTotalCents: price.yearlyTotalCents,
        people: price.people,
        explanation: {
          providerType,
          effectiveDate: input.effectiveDate,
          postcode: input.postcode,
          departement: input.departement,
          zone,
          regime: input.people.find((person) => person.role === 'main')?.regime ?? '',
          ageRule: AGE_RULE,
          pricingRules: rules,
        },
      });
    }
    return { offers, unpriceable };
  },
});

/** Provider types priced by the built-in engine: the seeded ones, `actudata` first among them (SPEC §1). */
export const BUILT_IN_PRICING_PROVIDER_TYPES: readonly string[] = SEED_PROVIDER_TYPES.map(
  (type) => type.code,
);

/** The registry the server starts with: the built-in engine for every built-in provider type. */
export const createBuiltInPricingRegistry = (db: Executor): PricingRegistry =>
  createPricingRegistry(
    BUILT_IN_PRICING_PROVIDER_TYPES.map((providerType) => createTariffEnginePricing({ db, providerType })),
  );
