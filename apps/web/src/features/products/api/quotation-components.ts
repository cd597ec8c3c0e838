/**
 * The quotation's building blocks other features reuse (the sale form prices its household with them): the offer
 * comparison of /produits and the people editor. Re-exported here, the products feature's public surface, so the
 * components stay where the products page and its tests use them (docs/decisions.md, issue 9).
 */

export { useMoneyFormat } from '@/features/products/components/money';
export { OfferComparison, type OfferComparisonProps } from '@/features/products/components/offer-comparison';
export { PeopleEditor } from '@/features/products/components/people-editor';
