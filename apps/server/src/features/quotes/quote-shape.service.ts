import type { ComparedOffer, PaymentFrequency, PricedOffer, Quote } from '@brokerage/shared';
import type { quotes } from '@/db/schema/index.ts';

/**
 * A quote's stored shape and what is read from it: the API answer, the audit view, the sale's copy of the offer,
 * the parts still missing. Pure functions of a row; the calls' access and writes are in quotes-access.service.ts.
 */

export type QuoteRow = typeof quotes.$inferSelect;

/** `products[0]`: the offer picked, as the tariff engine priced it for the quote's household, and why. */
export interface QuoteProduct {
  offer: PricedOffer;
  recommendationReason: string;
  /** The offers priced for the household when this one was picked (kept for the advice document). */
  comparedOffers?: ComparedOffer[] | undefined;
}

/** What the advice document keeps of a priced offer it compared. */
export const comparedOfferOf = ({
  product,
  monthlyTotalCents,
  yearlyTotalCents,
}: PricedOffer): ComparedOffer => ({
  productId: product.id,
  productCode: product.code,
  productName: product.name,
  gammeCode: product.gammeCode,
  level: product.level,
  monthlyTotalCents,
  yearlyTotalCents,
});

/** `payments[0]`: what the quote keeps of the bank details; the IBAN itself is sealed on the customer. */
export interface QuotePayment {
  ibanMasked: string;
  bic: string;
  holder: string;
  debitDay: number;
  frequency: PaymentFrequency;
}

export const productsOf = (row: QuoteRow) => row.products as QuoteProduct[];
export const paymentsOf = (row: QuoteRow) => row.payments as QuotePayment[];

/** The quote in its API shape (`quoteSchema`). */
export const toQuote = (row: QuoteRow): Quote => ({
  quoteHash: row.quoteHash,
  providerType: row.providerType,
  saleId: row.saleId,
  status: row.status,
  version: row.version,
  postcode: row.postcode,
  effectiveDate: row.effectiveDate,
  users: row.users,
  products: productsOf(row),
  payments: paymentsOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * What the audit trail keeps of a quote: the people, the product picked (not its whole price sheet) and only
 * whether a payment is on file; bank details never reach the history.
 */
export const auditViewOf = (row: QuoteRow) => {
  const product = productsOf(row)[0];
  return {
    quoteHash: row.quoteHash,
    providerType: row.providerType,
    saleId: row.saleId,
    status: row.status,
    postcode: row.postcode,
    effectiveDate: row.effectiveDate,
    users: row.users,
    product: product
      ? {
          productId: product.offer.product.id,
          productCode: product.offer.product.code,
          monthlyTotalCents: product.offer.monthlyTotalCents,
          yearlyTotalCents: product.offer.yearlyTotalCents,
          recommendationReason: product.recommendationReason,
        }
      : null,
    payment: paymentsOf(row).length > 0 ? 'on file' : null,
  };
};

/** The sale's copy of the picked offer (`sales.offer` and the premium columns lists filter and add up). */
export const saleOfferColumns = (product: QuoteProduct | undefined) => ({
  offer: product
    ? {
        productId: product.offer.product.id,
        productCode: product.offer.product.code,
        productName: product.offer.product.name,
        gammeCode: product.offer.product.gammeCode,
        monthlyTotalCents: product.offer.monthlyTotalCents,
        yearlyTotalCents: product.offer.yearlyTotalCents,
      }
    : null,
  monthlyPremiumCents: product?.offer.monthlyTotalCents ?? null,
  yearlyPremiumCents: product?.offer.yearlyTotalCents ?? null,
  recommendationReason: product?.recommendationReason ?? null,
});

/** What a quote still lacks before it can be proposed (`users`, `product`) or subscribed (`payment` too). */
export const missingParts = (quote: QuoteRow, { payment }: { payment: boolean }): string[] => [
  ...(quote.users.some((person) => person.role === 'main') ? [] : ['users']),
  ...(productsOf(quote).length > 0 ? [] : ['product']),
  ...(payment && paymentsOf(quote).length === 0 ? ['payment'] : []),
];
