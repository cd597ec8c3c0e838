import {
  allowedQuoteTransitions,
  type CurrentUser,
  canTransitionQuote,
  isSaleEditable,
  productsErrors,
  type Quote,
  type QuoteStatus,
  quotesErrors,
  ventesErrors,
} from '@brokerage/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '@/db/client.ts';
import { quotes, sales } from '@/db/schema/index.ts';
import { getProviderTypeRow } from '@/features/insurance/insurance.service.ts';
import { lockSaleInScope, type SaleRow, saleScope } from '@/features/ventes/ventes-access.service.ts';
import type { PricingProvider, PricingRegistry } from '@/integrations/insurers/pricing-provider.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { refuser } from '@/platform/refusals.ts';
import type { RequestContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';
import { auditViewOf, type QuoteRow, toQuote } from './quote-shape.service.ts';

/**
 * What every quote call shares (SPEC §7 Products and quotes): the provider type's back-end, the quote reached
 * only through a sale in the caller's scope, the quote's state machine and version, and the audit entry
 * without bank values.
 */

export const refuseQuoteCall = refuser(quotesErrors, ventesErrors, productsErrors);

/** What every quote call's service receives: the request's context, the back-ends, the `?providerType=`. */
export interface QuoteCallContext extends RequestContext {
  db: Database;
  pricing: PricingRegistry;
  providerType: string;
}

/**
 * The provider type's quote back-end: 400 for an unknown provider type, 400 NO_PRICING_PROVIDER for one
 * without a back-end (the same refusal as `POST /products/quotation`).
 */
export const pricingProviderFor = async (
  db: Executor,
  pricing: PricingRegistry,
  providerType: string,
): Promise<PricingProvider> => {
  if (!(await getProviderTypeRow({ db, code: providerType }))) {
    throw invalidField('providerType', `Unknown provider type '${providerType}'.`);
  }
  const provider = pricing.get(providerType);
  if (!provider) {
    const message = `No quote service is connected for the provider type ${providerType}.`;
    throw refuseQuoteCall('NO_PRICING_PROVIDER', message, { fields: [{ path: 'providerType', message }] });
  }
  return provider;
};

/**
 * A quote call's service: every one first refuses an unknown or unserved `?providerType=` (before any lock),
 * then `run` does its work. `Extra` is what the call adds to the context (`input`, `id`, `box`).
 */
export const quoteCall =
  <Extra extends object>(run: (context: QuoteCallContext & Extra) => Promise<Quote>) =>
  async (context: QuoteCallContext & Extra): Promise<Quote> => {
    await pricingProviderFor(context.db, context.pricing, context.providerType);
    return run(context);
  };

const assertProviderType = (quote: QuoteRow, providerType: string) => {
  if (quote.providerType !== providerType) {
    throw refuseQuoteCall(
      'QUOTE_MISMATCH',
      `The quote belongs to the provider type ${quote.providerType}, not ${providerType}.`,
    );
  }
};

/** The quote `quoteHash` if its sale is live and in the actor's scope; otherwise 404 like a missing one. */
export const findQuoteInScope = async (
  db: Executor,
  actor: CurrentUser,
  quoteHash: string,
  providerType: string,
) => {
  const [found] = await db
    .select({ quote: quotes, sale: sales })
    .from(quotes)
    .innerJoin(sales, eq(sales.id, quotes.saleId))
    .where(and(eq(quotes.quoteHash, quoteHash), isNull(sales.deletedAt), saleScope(actor)));
  if (!found) throw notFound('Quote');
  assertProviderType(found.quote, providerType);
  return found;
};

/**
 * The quote and its sale, both locked for the rest of the transaction. The sale is locked first, as every
 * other step of a sale does (`lockSaleInScope`), so a quote call and a sale call never wait on each other in
 * opposite orders.
 */
export const lockQuoteInScope = async (
  tx: Executor,
  actor: CurrentUser,
  quoteHash: string,
  providerType: string,
): Promise<{ sale: SaleRow; quote: QuoteRow }> => {
  const [reference] = await tx
    .select({ saleId: quotes.saleId })
    .from(quotes)
    .where(eq(quotes.quoteHash, quoteHash));
  if (!reference) throw notFound('Quote');
  const sale = await lockSaleInScope(tx, actor, reference.saleId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound('Quote') : error;
  });
  const [quote] = await tx.select().from(quotes).where(eq(quotes.quoteHash, quoteHash)).for('update');
  if (!quote) throw notFound('Quote');
  assertProviderType(quote, providerType);
  return { sale, quote };
};

/** 409 STALE_WRITE with the quote as it stands when the client did not name its current version. */
export const assertQuoteVersion = (quote: QuoteRow, expected: number | undefined) =>
  assertVersion(quote, expected, () => toQuote(quote));

/** 409 FORBIDDEN_QUOTE_TRANSITION naming the quote's status and where it may go. */
export const assertQuoteTransition = (from: QuoteStatus, to: QuoteStatus): void => {
  if (canTransitionQuote(from, to)) return;
  const allowed = allowedQuoteTransitions(from);
  throw refuseQuoteCall(
    'FORBIDDEN_QUOTE_TRANSITION',
    `A quote in status ${from} cannot become ${to}. Allowed: ${allowed.join(', ') || 'none'}.`,
    { status: from, allowed },
  );
};

/** Statuses whose parameters (people, product, payment) may still change. */
export const isQuoteOpen = (status: QuoteStatus): boolean =>
  status === 'draft' || status === 'proposed' || status === 'accepted';

/**
 * A quote whose parameters may change: open, on a sale whose content may still change. A parameter change of
 * a proposed or accepted quote takes it back to draft, which the state machine must allow.
 */
export const assertQuoteEditable = (sale: SaleRow, quote: QuoteRow): void => {
  assertSaleEditable(sale);
  if (!isQuoteOpen(quote.status)) assertQuoteTransition(quote.status, 'draft');
};

export const assertSaleEditable = (sale: SaleRow): void => {
  if (!isSaleEditable(sale.status)) {
    throw refuseQuoteCall('SALE_NOT_EDITABLE', `A sale in status ${sale.status} can no longer be changed.`, {
      status: sale.status,
    });
  }
};

/**
 * The versioned UPDATE of a quote (409 STALE_WRITE) and its audit entry in the caller's transaction. The
 * payment step passes `paymentChanged`: the history then says the payment changed, never with what.
 */
export const writeQuote = async (
  tx: Executor,
  {
    actor,
    ip,
    quote,
    expected,
    set,
    paymentChanged = false,
  }: {
    actor: CurrentUser;
    ip: string | undefined;
    quote: QuoteRow;
    expected: number | undefined;
    set: PgUpdateSetSource<typeof quotes>;
    paymentChanged?: boolean;
  },
): Promise<QuoteRow> => {
  const updated = await versionedUpdate(tx, {
    table: quotes,
    id: quote.id,
    expected,
    set,
    current: () => toQuote(quote),
  });
  const before = auditViewOf(quote);
  const after = auditViewOf(updated);
  await recordAudit({
    db: tx,
    actor,
    action: 'update',
    entity: 'quote',
    // The quote's identity in the API is its hash (the id never leaves the server).
    entityId: quote.quoteHash,
    before: paymentChanged ? { ...before, payment: before.payment ?? null } : before,
    after: paymentChanged ? { ...after, payment: 'changed' } : after,
    ip,
  });
  return updated;
};
