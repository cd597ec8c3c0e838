import { type InsuredPerson, mandateReferenceOf, quotePaymentSchema, ventesErrors } from '@brokerage/shared';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { contracts, quotes, saleDocuments, sales, signatureRequests } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import type { AuditActor } from '@/platform/audit.ts';
import { auditedInsert } from '@/platform/audited-writes.ts';
import { refuser } from '@/platform/refusals.ts';
import type { ContractRow } from './contracts-read.service.ts';

const refuse = refuser(ventesErrors);

type SaleRow = typeof sales.$inferSelect;

/**
 * When the customer signed: `sales.signed_at` (set by the move to `signed`); a sale signed before that column
 * existed counts from when it last became `signed`.
 */
export const saleSignedAtSql = sql<Date>`coalesce(${sales.signedAt}, ${sales.statusChangedAt})`.mapWith(
  sales.statusChangedAt,
);

const signedRequestOf = async (tx: Executor, saleId: string) => {
  const [request] = await tx
    .select({ id: signatureRequests.id, signedAt: signatureRequests.signedAt })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.saleId, saleId),
        eq(signatureRequests.status, 'signed'),
        isNotNull(signatureRequests.signedAt),
      ),
    )
    .orderBy(desc(signatureRequests.signedAt))
    .limit(1);
  return request ?? null;
};

/** The documents a contract rests on: the signed (sealed) copies and the evidence of the signing request. */
const signedDocumentIds = async (tx: Executor, saleId: string, requestId: string | null) => {
  const rows = await tx
    .select({ id: saleDocuments.id })
    .from(saleDocuments)
    .where(
      and(
        eq(saleDocuments.saleId, saleId),
        or(eq(saleDocuments.sealed, true), eq(saleDocuments.kind, 'evidence')),
        requestId ? eq(saleDocuments.signatureRequestId, requestId) : undefined,
      ),
    )
    .orderBy(saleDocuments.kind, saleDocuments.createdAt);
  return rows.map((row) => row.id);
};

/** The quote's payment (the IBAN stays sealed on the customer; the quote keeps its masked form). */
const paymentOf = async (tx: Executor, quoteHash: string | null) => {
  if (!quoteHash) return null;
  const [quote] = await tx
    .select({ payments: quotes.payments })
    .from(quotes)
    .where(inArray(quotes.quoteHash, [quoteHash]));
  const parsed = quotePaymentSchema.safeParse(quote?.payments[0]);
  return parsed.success ? parsed.data : null;
};

/**
 * Creates the contract of a sale being validated, inside the validation's transaction (issue 11): a copy of
 * what was sold, so later edits of the customer or the catalogue never change it. The sale must carry its
 * product, household and offer (every signed sale does); otherwise 409 SALE_INCOMPLETE and nothing is written.
 */
export const createContractForSale = async (
  tx: Executor,
  { actor, ip, sale, at }: { actor: AuditActor; ip: string | undefined; sale: SaleRow; at: Date },
): Promise<ContractRow> => {
  const { offer, household } = sale;
  const missing = [
    ...(!sale.providerType ? ['formData'] : []),
    ...(!household ? ['household'] : []),
    ...(!offer ? ['offer'] : []),
  ];
  if (!sale.providerType || !household || !offer) {
    throw refuse('SALE_INCOMPLETE', `The sale has no ${missing.join(', ')}.`, { missing });
  }
  const request = await signedRequestOf(tx, sale.id);
  const payment = await paymentOf(tx, sale.quoteHash);
  const insuredPeople: InsuredPerson[] = household.people;
  return auditedInsert(tx, {
    table: contracts,
    values: {
      saleId: sale.id,
      customerId: sale.customerId,
      insuredPeople,
      providerType: sale.providerType,
      gammeCode: offer.gammeCode,
      productId: offer.productId,
      productCode: offer.productCode,
      productName: offer.productName,
      effectiveDate: household.effectiveDate,
      monthlyPremiumCents: offer.monthlyTotalCents,
      yearlyPremiumCents: offer.yearlyTotalCents,
      paymentMethod: 'sepa_direct_debit',
      paymentFrequency: payment?.frequency ?? null,
      debitDay: payment?.debitDay ?? null,
      ibanMasked: payment?.ibanMasked ?? null,
      mandateReference: payment ? mandateReferenceOf(sale.number) : null,
      documentIds: await signedDocumentIds(tx, sale.id, request?.id ?? null),
      // The evidence's moment first: it is what the withdrawal period counts from.
      signedAt: request?.signedAt ?? sale.signedAt ?? sale.statusChangedAt,
      validatedAt: at,
      validatedById: actor.id,
      sellerId: sale.sellerId,
      teamId: sale.teamId,
      companyId: sale.companyId,
    },
    // `contracts_sale_unique`: the sale was locked, so only a bug could validate it twice.
    duplicate: () => new AppError('CONFLICT', { message: 'The sale already has a contract.' }),
    entity: 'contract',
    actor,
    ip,
  });
};
