import { randomUUID } from 'node:crypto';
import {
  ageAtEffectiveDate,
  MAX_QUOTATION_CHILDREN,
  MAX_TARIFF_AGE,
  maskIban,
  type quotePaymentInputSchema,
  type quoteProductInputSchema,
  type quoteUserInputSchema,
} from '@brokerage/shared';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import type { QuoteUserRow } from '@/db/schema/index.ts';
import { sales } from '@/db/schema/index.ts';
import { saveBankDetails } from '@/features/customers/customers-bank.service.ts';
import { quote as priceHousehold } from '@/features/products/quotation.service.ts';
import type { SaleRow } from '@/features/ventes/ventes-access.service.ts';
import { readSale } from '@/features/ventes/ventes-read.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import type { SecretBox } from '@/platform/secret-box.ts';
import { invalidField } from '@/platform/service-errors.ts';
import {
  comparedOfferOf,
  missingParts,
  productsOf,
  type QuotePayment,
  type QuoteProduct,
  saleOfferColumns,
  toQuote,
} from './quote-shape.service.ts';
import {
  assertQuoteEditable,
  assertQuoteVersion,
  findQuoteInScope,
  lockQuoteInScope,
  type QuoteCallContext,
  quoteCall,
  refuseQuoteCall,
  writeQuote,
} from './quotes-access.service.ts';

/** The quote-param calls (SPEC §7): the insured people, the product picked, the payment. */

type QuoteUserInput = z.output<typeof quoteUserInputSchema>;

/** One main insured, at most one spouse, at most MAX_QUOTATION_CHILDREN children; ages the tariffs can price. */
const assertHousehold = (people: readonly QuoteUserRow[], changed: QuoteUserRow, effectiveDate: string) => {
  const count = (role: QuoteUserRow['role']) => people.filter((person) => person.role === role).length;
  if (changed.role === 'main' && count('main') > 1) {
    throw invalidField('role', 'Only one person can be the main insured');
  }
  if (changed.role === 'spouse' && count('spouse') > 1) throw invalidField('role', 'At most one spouse');
  if (changed.role === 'child' && count('child') > MAX_QUOTATION_CHILDREN) {
    throw invalidField('role', `At most ${MAX_QUOTATION_CHILDREN} children`);
  }
  if (ageAtEffectiveDate(changed.birthDate, effectiveDate) > MAX_TARIFF_AGE) {
    throw invalidField('birthDate', `Nobody over ${MAX_TARIFF_AGE} can be insured`);
  }
};

/** The sale's copy of the offer follows the quote's product; a product cleared from the quote clears it. */
const writeSaleOffer = (
  tx: Executor,
  {
    actor,
    ip,
    sale,
    product,
  }: Pick<QuoteCallContext, 'actor' | 'ip'> & {
    sale: SaleRow;
    product: QuoteProduct | undefined;
  },
) =>
  auditedUpdate(tx, {
    table: sales,
    id: sale.id,
    // The sale is locked: its version cannot have moved since it was read.
    expected: sale.version,
    set: saleOfferColumns(product),
    current: () => readSale(tx, sale.id),
    entity: 'sale',
    actor,
    ip,
    before: sale,
  });

/**
 * Adds (`id` absent) or replaces an insured person. A changed household changes the price: a proposed or
 * accepted quote goes back to draft, and the product picked (on the quote and on the sale) is cleared.
 */
const saveQuoteUser = quoteCall<{ input: QuoteUserInput; id: string | undefined }>(
  async ({ db, actor, ip, providerType, input, id }) => {
    return db.transaction(async (tx) => {
      const { sale, quote } = await lockQuoteInScope(tx, actor, input.quoteHash, providerType);
      await assertQuoteVersion(quote, input.version);
      assertQuoteEditable(sale, quote);
      const { quoteHash: _quoteHash, version: _version, ...person } = input;
      if (id !== undefined && !quote.users.some((user) => user.id === id)) throw notFound('Insured person');
      const changed: QuoteUserRow = { ...person, id: id ?? randomUUID() };
      const users =
        id === undefined
          ? [...quote.users, changed]
          : quote.users.map((user) => (user.id === id ? changed : user));
      assertHousehold(users, changed, quote.effectiveDate);
      const hadProduct = productsOf(quote).length > 0;
      const updated = await writeQuote(tx, {
        actor,
        ip,
        quote,
        expected: input.version,
        set: { users, products: [], ...(quote.status === 'draft' ? {} : { status: 'draft' as const }) },
      });
      if (hadProduct) await writeSaleOffer(tx, { actor, ip, sale, product: undefined });
      return toQuote(updated);
    });
  },
);

export const addQuoteUser = (context: QuoteCallContext & { input: QuoteUserInput }) =>
  saveQuoteUser({ ...context, id: undefined });

export const replaceQuoteUser = (context: QuoteCallContext & { input: QuoteUserInput; id: string }) =>
  saveQuoteUser(context);

/**
 * The product the agent recommends, priced by the provider for the quote's household and the sale's gamme
 * (only that gamme's products are offered). Pricing runs before the transaction so a slow provider holds no
 * lock; the quote's version, checked again under the lock, proves the household priced is the one stored.
 */
export const pickQuoteProduct = quoteCall<{ input: z.output<typeof quoteProductInputSchema> }>(
  async ({ db, actor, ip, pricing, providerType, input }) => {
    const read = await findQuoteInScope(db, actor, input.quoteHash, providerType);
    await assertQuoteVersion(read.quote, input.version);
    assertQuoteEditable(read.sale, read.quote);
    const gammeCode = read.sale.gammeCode;
    if (!gammeCode) {
      throw refuseQuoteCall(
        'SALE_INCOMPLETE',
        'Choose the product line of the sale before picking a product.',
        {
          missing: ['formData'],
        },
      );
    }
    if (missingParts(read.quote, { payment: false }).includes('users')) {
      throw refuseQuoteCall('QUOTE_INCOMPLETE', 'Add the main insured person before picking a product.', {
        missing: ['users'],
      });
    }
    const priced = await priceHousehold({
      db,
      actor,
      pricing,
      providerType,
      input: {
        effectiveDate: read.quote.effectiveDate,
        postcode: read.quote.postcode,
        gammeCodes: [gammeCode],
        people: read.quote.users.map(({ role, birthDate, regime }) => ({ role, birthDate, regime })),
      },
    });
    const offer = priced.offers.find((candidate) => candidate.product.id === input.productId);
    if (!offer) {
      throw refuseQuoteCall(
        'PRODUCT_NOT_OFFERED',
        `The product is not among the ${priced.offers.length} offer(s) priced for this household in ${gammeCode}.`,
      );
    }
    return db.transaction(async (tx) => {
      const { sale, quote } = await lockQuoteInScope(tx, actor, input.quoteHash, providerType);
      await assertQuoteVersion(quote, input.version);
      assertQuoteEditable(sale, quote);
      if (sale.gammeCode !== gammeCode) {
        throw refuseQuoteCall(
          'QUOTE_MISMATCH',
          "The sale's product line changed while the quote was priced.",
        );
      }
      const product: QuoteProduct = {
        offer,
        recommendationReason: input.recommendationReason,
        comparedOffers: priced.offers.map(comparedOfferOf),
      };
      const updated = await writeQuote(tx, {
        actor,
        ip,
        quote,
        expected: input.version,
        // A new product on a proposed or accepted quote is a changed parameter: proposed again, not accepted.
        set: { products: [product], status: 'proposed' },
      });
      await writeSaleOffer(tx, { actor, ip, sale, product });
      return toQuote(updated);
    });
  },
);

/**
 * The payer's bank details: sealed on the sale's customer (`saveBankDetails`, audited without values); the
 * quote keeps the masked IBAN, the BIC, the holder, the debit day and the frequency. The price does not depend
 * on them, so the quote keeps its status.
 */
export const setQuotePayment = quoteCall<{
  box: SecretBox;
  input: z.output<typeof quotePaymentInputSchema>;
}>(async ({ db, actor, ip, providerType, box, input }) => {
  return db.transaction(async (tx) => {
    const { sale, quote } = await lockQuoteInScope(tx, actor, input.quoteHash, providerType);
    await assertQuoteVersion(quote, input.version);
    assertQuoteEditable(sale, quote);
    if (!sale.customerId) {
      throw refuseQuoteCall(
        'SALE_INCOMPLETE',
        'Link the customer to the sale before giving the bank details.',
        {
          missing: ['customer'],
        },
      );
    }
    const { iban, bic, holder, debitDay, frequency } = input;
    await saveBankDetails(tx, {
      box,
      actor,
      ip,
      customerId: sale.customerId,
      details: { iban, bic, holder, debitDay, frequency },
    });
    const payment: QuotePayment = { ibanMasked: maskIban(iban), bic, holder, debitDay, frequency };
    const updated = await writeQuote(tx, {
      actor,
      ip,
      quote,
      expected: input.version,
      set: { payments: [payment] },
      paymentChanged: true,
    });
    return toQuote(updated);
  });
});
