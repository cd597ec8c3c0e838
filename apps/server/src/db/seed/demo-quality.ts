import {
  type ChecklistAnswer,
  DEFAULT_PARAMETERS,
  mandateReferenceOf,
  quotePaymentSchema,
  type RejectionReason,
} from '@brokerage/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { contracts, qualityReviews, quotes, roles, sales, users } from '@/db/schema/index.ts';

/**
 * Quality control of the demo sales (issue 11): the demo quality reviewer holds the sales `quality_review`,
 * has rejected the `rejected` ones and validated the `contract` ones, each of which has its contract. The
 * `signed` sales wait in the queue. Written in the demo sales' transaction, once.
 */

const HOUR = 60 * 60 * 1000;
const REJECTION_REASONS: RejectionReason[] = ['price_not_stated'];

const answersFor = (result: 'pass' | 'fail'): ChecklistAnswer[] =>
  DEFAULT_PARAMETERS.qualityChecklist.map((item, index) => ({
    key: item.key,
    result: result === 'fail' && index === 3 ? 'fail' : 'pass',
    comment: result === 'fail' && index === 3 ? 'Le prix mensuel n’a pas été annoncé.' : null,
  }));

const demoReviewer = async (tx: Executor) => {
  const [reviewer] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.name, 'quality'))
    .limit(1);
  return reviewer ?? null;
};

export const seedDemoQuality = async (tx: Executor, { now }: { now: Date }) => {
  const reviewer = await demoReviewer(tx);
  if (!reviewer) return;
  const reviewed = await tx
    .select()
    .from(sales)
    .where(inArray(sales.status, ['quality_review', 'rejected', 'contract']));
  const hashes = reviewed.flatMap((sale) => (sale.quoteHash ? [sale.quoteHash] : []));
  const payments = new Map(
    (hashes.length
      ? await tx
          .select({ hash: quotes.quoteHash, payments: quotes.payments })
          .from(quotes)
          .where(inArray(quotes.quoteHash, hashes))
      : []
    ).map((row) => [row.hash, quotePaymentSchema.safeParse(row.payments[0]).data ?? null]),
  );
  for (const sale of reviewed) {
    if (sale.sellerId === reviewer.id) continue;
    const signedAt = sale.signedAt ?? sale.statusChangedAt;
    const takenAt = new Date(Math.min(signedAt.getTime() + 2 * HOUR, now.getTime()));
    const scope = { sellerId: sale.sellerId, teamId: sale.teamId, companyId: sale.companyId };
    if (sale.status === 'quality_review') {
      await tx.insert(qualityReviews).values({
        saleId: sale.id,
        reviewerId: reviewer.id,
        answers: answersFor('pass').slice(0, 2),
        takenAt,
        ...scope,
      });
      continue;
    }
    if (sale.status === 'rejected') {
      await tx.insert(qualityReviews).values({
        saleId: sale.id,
        reviewerId: reviewer.id,
        status: 'decided',
        answers: answersFor('fail'),
        decision: 'rejected',
        rejectionReasons: REJECTION_REASONS,
        rejectionOutcome: 'correction',
        comment: 'Le prix mensuel n’a pas été annoncé avant la souscription.',
        takenAt,
        decidedAt: takenAt,
        ...scope,
      });
      continue;
    }
    if (!sale.offer || !sale.household || !sale.providerType) continue;
    const payment = sale.quoteHash ? (payments.get(sale.quoteHash) ?? null) : null;
    const [contract] = await tx
      .insert(contracts)
      .values({
        saleId: sale.id,
        customerId: sale.customerId,
        insuredPeople: sale.household.people,
        providerType: sale.providerType,
        gammeCode: sale.offer.gammeCode,
        productId: sale.offer.productId,
        productCode: sale.offer.productCode,
        productName: sale.offer.productName,
        effectiveDate: sale.household.effectiveDate,
        monthlyPremiumCents: sale.offer.monthlyTotalCents,
        yearlyPremiumCents: sale.offer.yearlyTotalCents,
        paymentFrequency: payment?.frequency ?? null,
        debitDay: payment?.debitDay ?? null,
        ibanMasked: payment?.ibanMasked ?? null,
        mandateReference: payment ? mandateReferenceOf(sale.number) : null,
        signedAt,
        validatedAt: takenAt,
        validatedById: reviewer.id,
        statusChangedAt: takenAt,
        createdAt: takenAt,
        updatedAt: takenAt,
        ...scope,
      })
      .returning({ id: contracts.id });
    if (!contract) continue;
    await tx.insert(qualityReviews).values({
      saleId: sale.id,
      reviewerId: reviewer.id,
      status: 'decided',
      answers: answersFor('pass'),
      decision: 'validated',
      contractId: contract.id,
      takenAt,
      decidedAt: takenAt,
      ...scope,
    });
    await tx.update(sales).set({ contractId: contract.id }).where(eq(sales.id, sale.id));
  }
};
