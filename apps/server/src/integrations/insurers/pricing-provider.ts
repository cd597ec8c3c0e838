import type { PricedOffer, QuotationPersonInput, UnpriceableProduct } from '@brokerage/shared';

/** What the sale flow asks an insurer's pricing back-end (issue 4). */
export interface PricingInput {
  providerType: string;
  /** ISO date the contract would start. */
  effectiveDate: string;
  postcode: string;
  /** The postcode's département (`75`, `2A`, `974`). */
  departement: string;
  people: QuotationPersonInput[];
  /**
   * The exact gamme codes (bare lines and sub-lines) whose active products to price. The caller has already
   * applied the team's rights; a provider never widens this list.
   */
  gammeCodes: string[];
}

/** The priced offers, in any order, and the products in scope that could not be priced, with the reason. */
export interface PricingOutcome {
  offers: PricedOffer[];
  unpriceable: UnpriceableProduct[];
}

/**
 * One provider type's pricing back-end: the built-in tariff engine today, a remote connector (Actudata's API,
 * an insurer's web service) tomorrow, without the sale flow changing.
 */
export interface PricingProvider {
  readonly providerType: string;
  quote(input: PricingInput): Promise<PricingOutcome>;
}

export interface PricingRegistry {
  /** The provider type's back-end, or undefined when none is connected. */
  get(providerType: string): PricingProvider | undefined;
  providerTypes(): string[];
}

/** A registry by provider type; a later provider of the same type replaces an earlier one. */
export const createPricingRegistry = (providers: readonly PricingProvider[]): PricingRegistry => {
  const byType = new Map(providers.map((provider) => [provider.providerType, provider]));
  return {
    get: (providerType) => byType.get(providerType),
    providerTypes: () => [...byType.keys()].sort(),
  };
};
