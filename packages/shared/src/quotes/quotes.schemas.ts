import { z } from 'zod';
import { bankDetailsInputSchema, PAYMENT_FREQUENCIES } from '../customers/customers.schemas.ts';
import { providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { recordResponseSchema } from '../lists/list.schemas.ts';
import { pricedOfferSchema } from '../products/products.schemas.ts';
import { multiLineText, singleLineText } from '../text/text.schemas.ts';
import { insuredPersonSchema, quoteStatusSchema, saleHouseholdSchema } from '../ventes/ventes.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

/**
 * A quote at a provider (SPEC §3 "Quote for providerType actudata": quoteHash, users, products, payments,
 * status) and the calls that build it (SPEC §7 Products and quotes, all with `?providerType=`). The built-in
 * tariff engine serves `actudata` behind the provider interface.
 */

export const quoteQuerySchema = z.object({ providerType: providerTypeCodeSchema });
export const quoteHashSchema = singleLineText().min(1).max(100);

/** `POST /products/quote`: a new draft quote for a sale's household (postcode and effective date). */
export const createQuoteInputSchema = z.object({
  saleId: z.uuid(),
  postcode: saleHouseholdSchema.shape.postcode,
  effectiveDate: saleHouseholdSchema.shape.effectiveDate,
});
export type CreateQuoteInput = z.input<typeof createQuoteInputSchema>;

/** `POST /products/quote-param/user`: one insured person; `PUT …/user/{id}` replaces it. */
export const quoteUserInputSchema = insuredPersonSchema.extend({
  ...expectedVersionFields,
  quoteHash: quoteHashSchema,
});
export type QuoteUserInput = z.input<typeof quoteUserInputSchema>;

/** `POST /products/quote-param/product`: the offer picked among the priced ones, with the agent's reason. */
export const quoteProductInputSchema = z.object({
  ...expectedVersionFields,
  quoteHash: quoteHashSchema,
  productId: z.uuid(),
  recommendationReason: multiLineText().min(1).max(4_000),
});
export type QuoteProductInput = z.input<typeof quoteProductInputSchema>;

/** `POST /products/quote-param/payment`: the payer's bank details (stored encrypted on the sale's customer). */
export const quotePaymentInputSchema = bankDetailsInputSchema.extend({
  ...expectedVersionFields,
  quoteHash: quoteHashSchema,
});
export type QuotePaymentInput = z.input<typeof quotePaymentInputSchema>;

/** `PUT /products/quote/status`: SPEC's payload is `{status}`; the quote is named by `quoteHash`. */
export const quoteStatusInputSchema = z.object({
  ...expectedVersionFields,
  quoteHash: quoteHashSchema,
  status: quoteStatusSchema,
});
export type QuoteStatusInput = z.input<typeof quoteStatusInputSchema>;

/**
 * `POST /products/subscribe`: subscribes the sale's accepted quote; the sale becomes `subscribed`. `version` is
 * the quote's; `saleVersion`, the sale's as the client last read it (a sale changed since answers 409
 * STALE_WRITE and nothing is subscribed); without it the sale is taken as it stands.
 */
export const subscribeInputSchema = z.object({
  ...expectedVersionFields,
  quoteHash: quoteHashSchema,
  saleVersion: expectedVersionFields.version,
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const quoteUserSchema = insuredPersonSchema.extend({ id: z.uuid() });
export type QuoteUser = z.infer<typeof quoteUserSchema>;

/** One offer the agent compared when picking: the advice document (DDA) lists them beside the one chosen. */
export const comparedOfferSchema = z.object({
  productId: z.uuid(),
  productCode: z.string(),
  productName: z.string(),
  gammeCode: z.string(),
  level: z.number().int(),
  monthlyTotalCents: z.number().int(),
  yearlyTotalCents: z.number().int(),
});
export type ComparedOffer = z.infer<typeof comparedOfferSchema>;

/**
 * The product picked, with its price for this household as computed by the tariff engine, and the offers
 * priced beside it at that moment (absent on quotes picked before they were kept).
 */
export const quoteProductSchema = z.object({
  offer: pricedOfferSchema,
  recommendationReason: z.string(),
  comparedOffers: z.array(comparedOfferSchema).optional(),
});

/** A payment: what the quote keeps; the IBAN itself stays encrypted with the customer. */
export const quotePaymentSchema = z.object({
  ibanMasked: z.string(),
  bic: z.string(),
  holder: z.string(),
  debitDay: z.number().int(),
  frequency: z.enum(PAYMENT_FREQUENCIES),
});

export const quoteSchema = z.object({
  quoteHash: z.string(),
  providerType: z.string(),
  saleId: z.uuid(),
  status: quoteStatusSchema,
  version: recordVersionSchema,
  postcode: z.string(),
  effectiveDate: z.string(),
  users: z.array(quoteUserSchema),
  products: z.array(quoteProductSchema),
  payments: z.array(quotePaymentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = recordResponseSchema(quoteSchema);
