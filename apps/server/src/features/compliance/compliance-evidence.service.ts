import type { ComplianceEvidence, CurrentUser, EvidenceAttempt } from '@brokerage/shared';
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import {
  callAttempts,
  customers,
  files,
  oppositionNumbers,
  qualityReviews,
  sales,
  signatureRequests,
  users,
} from '@/db/schema/index.ts';
import { closedDatesAround } from '@/features/calls/calls-closed-dates.service.ts';
import { isUnderContract } from '@/features/calls/calls-eligibility.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { findSaleInScope, type SaleRow } from '@/features/ventes/ventes-access.service.ts';

/**
 * Gathers what the compliance report judges (compliance.rules.ts): the sale's call moments, every attempt to
 * its prospect (this sale's and the others', which the frequency counts), the do-not-call entry, the signature,
 * the quality decision. Read-only; the scope is the sale's.
 */

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** Attempts on this sale, to the customer, to their number, or on another sale of theirs. */
const prospectAttempts = async (
  db: Executor,
  sale: SaleRow,
  phone: string | null,
): Promise<EvidenceAttempt[]> => {
  const reaches: SQL[] = [eq(callAttempts.saleId, sale.id)];
  if (phone) reaches.push(eq(callAttempts.phoneNumber, phone));
  if (sale.customerId) {
    reaches.push(eq(callAttempts.customerId, sale.customerId));
    reaches.push(
      inArray(
        callAttempts.saleId,
        db.select({ id: sales.id }).from(sales).where(eq(sales.customerId, sale.customerId)),
      ),
    );
  }
  const rows = await db
    .select({ attempt: callAttempts, firstName: users.firstName, lastName: users.lastName })
    .from(callAttempts)
    .leftJoin(users, eq(users.id, callAttempts.agentId))
    .where(or(...reaches))
    .orderBy(callAttempts.at, callAttempts.id);
  return rows.map(({ attempt, firstName, lastName }) => ({
    id: attempt.id,
    at: attempt.at.toISOString(),
    outcome: attempt.outcome,
    agentName: fullName(firstName, lastName),
    onThisSale: attempt.saleId === sale.id,
  }));
};

/** The signed request when there is one, else the latest: its sending is "documents sent". */
const signatureOf = async (db: Executor, saleId: string) => {
  const requests = await db
    .select({
      status: signatureRequests.status,
      sentAt: signatureRequests.sentAt,
      signedAt: signatureRequests.signedAt,
    })
    .from(signatureRequests)
    .where(eq(signatureRequests.saleId, saleId))
    .orderBy(desc(signatureRequests.createdAt));
  return requests.find((request) => request.status === 'signed') ?? requests[0] ?? null;
};

const latestDecision = async (db: Executor, saleId: string) => {
  const [row] = await db
    .select({ review: qualityReviews, firstName: users.firstName, lastName: users.lastName })
    .from(qualityReviews)
    .leftJoin(users, eq(users.id, qualityReviews.reviewerId))
    .where(and(eq(qualityReviews.saleId, saleId), eq(qualityReviews.status, 'decided')))
    .orderBy(desc(qualityReviews.decidedAt))
    .limit(1);
  if (!row?.review.decision || !row.review.decidedAt) return null;
  return {
    decision: row.review.decision,
    decidedAt: row.review.decidedAt.toISOString(),
    reviewerName: fullName(row.firstName, row.lastName),
    rejectionReasons: row.review.rejectionReasons,
  };
};

const customerPhone = async (db: Executor, customerId: string | null) => {
  if (!customerId) return null;
  const [row] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.phone || null;
};

const AWAITING_REVIEW = new Set(['signed', 'quality_review']);

export const gatherComplianceEvidence = async ({
  db,
  actor,
  saleId,
}: {
  db: Executor;
  actor: CurrentUser;
  saleId: string;
}): Promise<ComplianceEvidence> => {
  const sale = await findSaleInScope(db, actor, saleId);
  const parameters = await readParameters({ db });
  const phone = await customerPhone(db, sale.customerId);
  const [attempts, signature, decision, underContract, recordings, opposition] = await Promise.all([
    prospectAttempts(db, sale, phone),
    signatureOf(db, sale.id),
    latestDecision(db, sale.id),
    isUnderContract(db, sale.customerId ? [sale.customerId] : []),
    db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.saleId, sale.id), eq(files.kind, 'recording'), isNull(files.deletedAt))),
    phone
      ? db.select().from(oppositionNumbers).where(eq(oppositionNumbers.phoneNumber, phone)).limit(1)
      : Promise.resolve([]),
  ]);
  const rules = parameters.callingRules;
  const closedDates = new Set<string>();
  const years = new Set(attempts.map((attempt) => attempt.at.slice(0, 4)));
  for (const year of years)
    for (const date of closedDatesAround(rules, new Date(`${year}-07-01T12:00:00Z`))) closedDates.add(date);
  const listed = opposition[0];
  return {
    saleId: sale.id,
    saleNumber: sale.number,
    channel: sale.channel,
    callConsentAt: iso(sale.callConsentAt),
    recordingAnnouncedAt: iso(sale.recordingAnnouncedAt),
    callEndedAt: iso(sale.callEndedAt),
    recordingsStored: recordings.length,
    attempts,
    callingRules: rules,
    closedDates,
    opposition: listed
      ? { phoneNumber: listed.phoneNumber, listedAt: listed.createdAt.toISOString(), source: listed.source }
      : null,
    phoneNumber: phone,
    underContract,
    documentsSentAt: iso(signature?.sentAt ?? null),
    signedAt: iso(signature?.status === 'signed' ? signature.signedAt : null),
    signatureDelayHours: parameters.signatureDelayHours,
    // A sale signed again after a rejection waits for a new decision: the old one no longer judges it.
    qualityDecision: AWAITING_REVIEW.has(sale.status) ? null : decision,
    awaitingReview: AWAITING_REVIEW.has(sale.status),
  };
};
