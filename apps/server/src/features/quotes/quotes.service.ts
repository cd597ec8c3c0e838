import { randomBytes } from 'node:crypto';
import type { createQuoteInputSchema, quoteStatusInputSchema } from '@brokerage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { quotes } from '@/db/schema/index.ts';
import { lockSaleInScope } from '@/features/ventes/ventes-access.service.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditViewOf, missingParts, toQuote } from './quote-shape.service.ts';
import {
  assertQuoteTransition,
  assertQuoteVersion,
  assertSaleEditable,
  lockQuoteInScope,
  quoteCall,
  refuseQuoteCall,
  writeQuote,
} from './quotes-access.service.ts';

/** `POST /products/quote` and `PUT /products/quote/status` (SPEC §7 Products and quotes). */

/** 144 random bits, URL-safe: a quote hash names a quote and cannot be guessed from another one. */
const newQuoteHash = () => randomBytes(18).toString('base64url');

const OPEN_STATUSES = ['draft', 'proposed', 'accepted'] as const;

/**
 * A new draft quote for a sale whose product line is chosen: the sale is locked and must still be editable,
 * its `formData` must name this provider type and a gamme. The sale's previous open quote is cancelled: a
 * sale has at most one quote in the making.
 */
export const createQuote = quoteCall<{ input: z.output<typeof createQuoteInputSchema> }>(
  async ({ db, actor, ip, providerType, input }) => {
    return db.transaction(async (tx) => {
      const sale = await lockSaleInScope(tx, actor, input.saleId);
      assertSaleEditable(sale);
      if (!sale.providerType || !sale.gammeCode) {
        throw refuseQuoteCall('SALE_INCOMPLETE', 'Choose the product line of the sale before quoting.', {
          missing: ['formData'],
        });
      }
      if (sale.providerType !== providerType) {
        throw refuseQuoteCall(
          'QUOTE_MISMATCH',
          `The sale's product line is of ${sale.providerType}; it cannot be quoted by ${providerType}.`,
        );
      }
      const open = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.saleId, sale.id), inArray(quotes.status, [...OPEN_STATUSES])))
        .for('update');
      for (const previous of open) {
        await writeQuote(tx, {
          actor,
          ip,
          quote: previous,
          expected: previous.version,
          set: { status: 'cancelled' },
        });
      }
      const [row] = await tx
        .insert(quotes)
        .values({
          quoteHash: newQuoteHash(),
          providerType,
          saleId: sale.id,
          postcode: input.postcode,
          effectiveDate: input.effectiveDate,
          createdBy: actor.id,
        })
        .returning();
      if (!row) throw new Error('quote not created');
      await recordAudit({
        db: tx,
        actor,
        action: 'create',
        entity: 'quote',
        entityId: row.quoteHash,
        after: auditViewOf(row),
        ip,
      });
      return toQuote(row);
    });
  },
);

/**
 * Moves a quote along its state machine. `subscribed` has its own step (`POST /products/subscribe`, which
 * also moves the sale); `proposed` and `accepted` need the people and the product.
 */
export const changeQuoteStatus = quoteCall<{ input: z.output<typeof quoteStatusInputSchema> }>(
  async ({ db, actor, ip, providerType, input }) => {
    return db.transaction(async (tx) => {
      const { sale, quote } = await lockQuoteInScope(tx, actor, input.quoteHash, providerType);
      await assertQuoteVersion(quote, input.version);
      if (input.status === 'subscribed') {
        throw refuseQuoteCall(
          'TRANSITION_HAS_ITS_OWN_STEP',
          'A quote is subscribed through POST /products/subscribe, which also moves the sale.',
          { status: input.status },
        );
      }
      assertSaleEditable(sale);
      assertQuoteTransition(quote.status, input.status);
      if (input.status === 'proposed' || input.status === 'accepted') {
        const missing = missingParts(quote, { payment: false });
        if (missing.length > 0) {
          throw refuseQuoteCall(
            'QUOTE_INCOMPLETE',
            `The quote cannot be ${input.status} without ${missing.join(', ')}.`,
            {
              missing,
            },
          );
        }
      }
      const updated = await writeQuote(tx, {
        actor,
        ip,
        quote,
        expected: input.version,
        set: { status: input.status },
      });
      return toQuote(updated);
    });
  },
);
