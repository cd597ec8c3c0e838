import {
  isQuoteClosed,
  isQuoteExpired,
  isStatusEndpointTarget,
  quoteProductSchema,
  quotesErrors,
  type Sale,
  type SaleOffer,
  type saleQuoteHashInputSchema,
  type saleStatusInputSchema,
  ventesErrors,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { quotes, type sales } from '@/db/schema/index.ts';
import { releaseOpenReviewOf } from '@/features/quality-control/quality-control-access.service.ts';
import { cancelLiveSignatureOfSale } from '@/features/signatures/signatures-lifecycle.service.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import { lockSaleInScope } from './ventes-access.service.ts';
import { readSale } from './ventes-read.service.ts';
import { applySaleTransition, assertSaleTransition } from './ventes-transitions.service.ts';

/** The sale's own steps: `PUT /ventes/{id}/quote-hash` (→ quoted) and `PUT /ventes/{id}/status` (→ lost). */

const refuse = refuser(ventesErrors, quotesErrors);

/**
 * The quote `quoteHash` if it was made for this sale (and this provider type, when named) and can still be
 * subscribed; 409 otherwise (QUOTE_MISMATCH, QUOTE_CLOSED for a cancelled or expired one, QUOTE_EXPIRED once its
 * effective date has passed).
 */
const quoteOfSale = async (
  tx: Executor,
  {
    saleId,
    quoteHash,
    providerType,
  }: { saleId: string; quoteHash: string; providerType?: string | undefined },
) => {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.quoteHash, quoteHash));
  // A quote of another sale answers like a missing one: its existence is none of this sale's business.
  if (
    !quote ||
    quote.saleId !== saleId ||
    (providerType !== undefined && quote.providerType !== providerType)
  ) {
    throw refuse(
      'QUOTE_MISMATCH',
      providerType
        ? `No quote ${quoteHash} of ${providerType} was made for this sale.`
        : `No quote ${quoteHash} was made for this sale.`,
    );
  }
  if (isQuoteClosed(quote.status)) {
    throw refuse('QUOTE_CLOSED', `The quote ${quoteHash} is ${quote.status}: make a new quote.`, {
      status: quote.status,
    });
  }
  if (isQuoteExpired(quote.effectiveDate)) {
    throw refuse(
      'QUOTE_EXPIRED',
      `The quote's effective date ${quote.effectiveDate} has passed: make a new quote.`,
      {
        effectiveDate: quote.effectiveDate,
      },
    );
  }
  return quote;
};

/**
 * What the sale copies from the quote: the product picked (the first of `products`, as the tariff engine priced
 * it) and the agent's reason. A quote without a product yet clears the offer of an earlier quote: its price no
 * longer applies.
 */
const offerColumns = (products: readonly unknown[]): PgUpdateSetSource<typeof sales> => {
  const picked = quoteProductSchema.safeParse(products[0]);
  if (!picked.success) return { offer: null, monthlyPremiumCents: null, yearlyPremiumCents: null };
  const { offer: priced, recommendationReason } = picked.data;
  const offer: SaleOffer = {
    productId: priced.product.id,
    productCode: priced.product.code,
    productName: priced.product.name,
    gammeCode: priced.product.gammeCode,
    monthlyTotalCents: priced.monthlyTotalCents,
    yearlyTotalCents: priced.yearlyTotalCents,
  };
  return {
    offer,
    monthlyPremiumCents: offer.monthlyTotalCents,
    yearlyPremiumCents: offer.yearlyTotalCents,
    ...(recommendationReason ? { recommendationReason } : {}),
  };
};

/**
 * `PUT /ventes/{id}/quote-hash` (SPEC §7): links a quote made for this sale and copies its offer; the sale
 * becomes (or stays) `quoted`, also from a later step before the signature (the old quote's documents no
 * longer apply).
 */
export const linkSaleQuote = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof saleQuoteHashInputSchema> }): Promise<Sale> =>
  db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, actor, id);
    const current = () => readSale(tx, id);
    await assertVersion(sale, input.version, current);
    assertSaleTransition(sale.status, 'quoted');
    const quote = await quoteOfSale(tx, {
      saleId: id,
      quoteHash: input.quoteHash,
      providerType: input.providerType,
    });
    await applySaleTransition(tx, {
      actor,
      ip,
      sale,
      to: 'quoted',
      expected: input.version,
      set: { quoteHash: quote.quoteHash, providerType: quote.providerType, ...offerColumns(quote.products) },
      current,
    });
    // The documents sent for signature were the old quote's: their request dies with it.
    await cancelLiveSignatureOfSale(tx, { saleId: id, actor, ip, reason: 'requoted' });
    return readSale(tx, id);
  });

/**
 * `PUT /ventes/{id}/status`: only the moves of STATUS_ENDPOINT_TARGETS (`lost`, with a reason). A move the state
 * machine allows but that belongs to its own step (quote, subscription...) is 409 TRANSITION_HAS_ITS_OWN_STEP;
 * a move it does not allow is 409 FORBIDDEN_TRANSITION with the status and the allowed moves.
 */
export const changeSaleStatus = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof saleStatusInputSchema> }): Promise<Sale> =>
  db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, actor, id);
    const current = () => readSale(tx, id);
    await assertVersion(sale, input.version, current);
    assertSaleTransition(sale.status, input.status);
    if (!isStatusEndpointTarget(input.status)) {
      throw refuse(
        'TRANSITION_HAS_ITS_OWN_STEP',
        `A sale becomes ${input.status} through its own step, not by changing its status.`,
        { status: input.status },
      );
    }
    await applySaleTransition(tx, {
      actor,
      ip,
      sale,
      to: input.status,
      expected: input.version,
      reason: input.reason,
      current,
    });
    if (input.status === 'lost')
      await cancelLiveSignatureOfSale(tx, { saleId: id, actor, ip, reason: 'lost' });
    // Lost while under quality review: the reviewer's review ends with it (issue 11).
    if (sale.status === 'quality_review') await releaseOpenReviewOf(tx, { saleId: id, actor, ip });
    return readSale(tx, id);
  });
