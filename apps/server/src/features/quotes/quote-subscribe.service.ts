import {
  hasPermission,
  isPhoneChannel,
  isQuoteExpired,
  type Quote,
  type SaleChannel,
  type subscribeInputSchema,
} from '@brokerage/shared';
import type { z } from 'zod';
import { queueDocumentGeneration } from '@/features/documents/documents-generation.service.ts';
import type { SaleRow } from '@/features/ventes/ventes-access.service.ts';
import { readSale } from '@/features/ventes/ventes-read.service.ts';
import { applySaleTransition, assertSaleTransition } from '@/features/ventes/ventes-transitions.service.ts';
import { AppError } from '@/platform/app-error.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { missingParts, productsOf, saleOfferColumns, toQuote } from './quote-shape.service.ts';
import {
  assertQuoteTransition,
  assertQuoteVersion,
  isQuoteOpen,
  lockQuoteInScope,
  type QuoteCallContext,
  quoteCall,
  refuseQuoteCall,
  writeQuote,
} from './quotes-access.service.ts';

/** `POST /products/subscribe`: the customer's accepted quote is subscribed and the sale becomes `subscribed`. */

/** Subscribing moves the sale: besides the quote key, the caller must be allowed to change sales. */
export const SUBSCRIBE_SALE_PERMISSION = 'VenteModule:ventes:update';

/** What the sale still lacks for a subscription: the customer, the household, and for a phone sale the consents. */
const missingOnSale = (sale: SaleRow): string[] => {
  const channel: SaleChannel | null = sale.channel;
  const callDone =
    channel !== null &&
    (!isPhoneChannel(channel) || (sale.callConsentAt !== null && sale.recordingAnnouncedAt !== null));
  return [
    ...(callDone ? [] : ['call']),
    ...(sale.customerId ? [] : ['customer']),
    ...(sale.household ? [] : ['household']),
  ];
};

/**
 * One transaction: the quote becomes `subscribed` (its version), then the sale becomes `subscribed` through
 * `applySaleTransition` (its version: `saleVersion` when the client names it), and its documents are queued. Any failure, including a stale
 * sale at the last UPDATE, rolls both back.
 */
export const subscribeQuote = (
  context: QuoteCallContext & { input: z.output<typeof subscribeInputSchema>; jobs: JobQueue },
): Promise<Quote> => {
  if (!hasPermission(context.actor, SUBSCRIBE_SALE_PERMISSION)) throw new AppError('FORBIDDEN');
  return subscribeInScope(context);
};

const subscribeInScope = quoteCall<{ input: z.output<typeof subscribeInputSchema>; jobs: JobQueue }>(
  async ({ db, jobs, actor, ip, providerType, input }) => {
    return db.transaction(async (tx) => {
      const { sale, quote } = await lockQuoteInScope(tx, actor, input.quoteHash, providerType);
      await assertQuoteVersion(quote, input.version);
      if (!isQuoteOpen(quote.status)) assertQuoteTransition(quote.status, 'subscribed');
      const missing = missingParts(quote, { payment: true });
      if (missing.length > 0) {
        throw refuseQuoteCall(
          'QUOTE_INCOMPLETE',
          `The quote cannot be subscribed without ${missing.join(', ')}.`,
          {
            missing,
          },
        );
      }
      assertQuoteTransition(quote.status, 'subscribed');
      if (isQuoteExpired(quote.effectiveDate)) {
        throw refuseQuoteCall(
          'QUOTE_EXPIRED',
          `The quote's effective date ${quote.effectiveDate} has passed: make a new quote.`,
          { effectiveDate: quote.effectiveDate },
        );
      }
      if (sale.quoteHash !== quote.quoteHash) {
        throw refuseQuoteCall('QUOTE_MISMATCH', 'Link this quote to its sale before subscribing it.');
      }
      assertSaleTransition(sale.status, 'subscribed');
      const missingSale = missingOnSale(sale);
      if (missingSale.length > 0) {
        throw refuseQuoteCall(
          'SALE_INCOMPLETE',
          `The sale cannot be subscribed without ${missingSale.join(', ')}.`,
          {
            missing: missingSale,
          },
        );
      }
      const subscribed = await writeQuote(tx, {
        actor,
        ip,
        quote,
        expected: input.version,
        set: { status: 'subscribed' },
      });
      await applySaleTransition(tx, {
        actor,
        ip,
        sale,
        to: 'subscribed',
        expected: input.saleVersion ?? sale.version,
        // The subscribed premium is the quote's, whatever the sale held before.
        set: { ...saleOfferColumns(productsOf(subscribed)[0]), subscribedAt: new Date() },
        current: () => readSale(tx, sale.id),
      });
      // The sale's documents are generated with the subscription: rolled back with it if anything fails.
      await queueDocumentGeneration({ executor: tx, jobs, saleId: sale.id, requestedById: actor.id });
      return toQuote(subscribed);
    });
  },
);
