import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { signatureRequests } from '@/db/schema/index.ts';
import { type AuditActor, automatedActor, recordAudit } from '@/platform/audit.ts';
import { now } from '@/platform/clock.ts';
import { SIGNATURE_ENTITY, signatureAuditSnapshot } from './signature-audit.ts';
import { appendSignatureEvent } from './signature-events.service.ts';
import type { SignatureRequestRow } from './signatures-read.service.ts';

/**
 * How a live request ends without the customer: cancelled with its sale (a re-quote, a lost sale) or expired
 * past `expiresAt`. No import of the ventes services, so ventes may call it inside its own transactions.
 */

/** The job that marks a request `expired` at its `expiresAt`; payload `{ requestId }`. */
export const SIGNATURE_EXPIRE_JOB = 'signatures.expire';

const EXPIRY_ACTOR = automatedActor('signature-expiry');

const LIVE_STATUSES = ['draft', 'sent', 'opened'] as const;

/** A `sent|opened` request past its validity at `at`. */
export const isPastExpiry = (row: SignatureRequestRow, at: Date = now()) =>
  (row.status === 'sent' || row.status === 'opened') &&
  row.expiresAt !== null &&
  at.getTime() >= row.expiresAt.getTime();

const endRequest = async (
  tx: Executor,
  row: SignatureRequestRow,
  { status, actor, ip, userAgent = null, details }: EndOptions,
) => {
  const at = now();
  const [after] = await tx
    .update(signatureRequests)
    .set({
      status,
      ...(status === 'cancelled' ? { cancelledAt: at } : {}),
      tokenHash: status === 'cancelled' ? null : row.tokenHash,
      linkSealed: null,
      version: row.version + 1,
    })
    .where(eq(signatureRequests.id, row.id))
    .returning();
  if (!after) throw new Error('The signature request was not updated.');
  await recordAudit({
    db: tx,
    actor,
    action: 'update',
    entity: SIGNATURE_ENTITY,
    entityId: row.id,
    before: signatureAuditSnapshot(row),
    after: signatureAuditSnapshot(after),
    ip,
  });
  await appendSignatureEvent({
    executor: tx,
    requestId: row.id,
    type: status,
    ip: ip ?? null,
    userAgent,
    at,
    details,
  });
  return after;
};

interface EndOptions {
  status: 'cancelled' | 'expired' | 'declined';
  actor: AuditActor;
  ip: string | undefined;
  userAgent?: string | null;
  details: Record<string, unknown>;
}

/** The customer said no on the signing page: the request ends `declined`, its link keeps showing it. */
export const declineRequest = (
  tx: Executor,
  row: SignatureRequestRow,
  {
    actor,
    ip,
    userAgent,
    reason,
  }: { actor: AuditActor; ip: string; userAgent: string | null; reason: string | null },
) => endRequest(tx, row, { status: 'declined', actor, ip, userAgent, details: { reason } });

/**
 * Writes `expired` on a request found past its validity (the customer's link keeps answering, as expired).
 * Returns the row as it now stands; any other row comes back unchanged. Run it in the caller's transaction.
 */
export const expireIfDue = async (
  executor: Executor,
  row: SignatureRequestRow,
): Promise<SignatureRequestRow> => {
  if (!isPastExpiry(row)) return row;
  // Its own (nested) transaction: the expiry is written whole even when the caller has none.
  return executor.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, row.id))
      .for('update');
    if (!locked || !isPastExpiry(locked)) return locked ?? row;
    return endRequest(tx, locked, {
      status: 'expired',
      actor: EXPIRY_ACTOR,
      ip: undefined,
      details: { expiresAt: locked.expiresAt?.toISOString() ?? null },
    });
  });
};

/** `signatures.expire`: the scheduled side of `expireIfDue` (a resend moved `expiresAt`: nothing to do yet). */
export const expireSigning = async ({ db, payload }: { db: Database; payload: { requestId: string } }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, payload.requestId));
    if (row) await expireIfDue(tx, row);
  });

/**
 * Cancels the sale's live request, if any, in the caller's transaction (the sale is locked by the caller):
 * a new quote or a lost sale makes the sent documents void. Returns the cancelled request's id or null.
 */
export const cancelLiveSignatureOfSale = async (
  tx: Executor,
  {
    saleId,
    actor,
    ip,
    reason,
  }: { saleId: string; actor: AuditActor; ip: string | undefined; reason: string },
): Promise<string | null> => {
  const [live] = await tx
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.saleId, saleId), inArray(signatureRequests.status, [...LIVE_STATUSES])))
    .for('update');
  if (!live) return null;
  await endRequest(tx, live, { status: 'cancelled', actor, ip, details: { by: actor.id, reason } });
  return live.id;
};
