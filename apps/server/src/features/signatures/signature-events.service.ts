import { createHash } from 'node:crypto';
import {
  type ChainedEvent,
  type EvidenceChainVerdict,
  hashEvidenceEvent,
  type SignatureEventType,
  verifyEvidenceChain,
} from '@brokerage/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { signatureEvents, signatureRequests } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';

/** SHA-256 as lowercase hex: the hash of the evidence chain and of the documents' bytes. */
export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256')
    .update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data)
    .digest('hex');

type EventRow = typeof signatureEvents.$inferSelect;

const toChainedEvent = (row: EventRow): ChainedEvent & { id: string } => ({
  id: row.id,
  requestId: row.requestId,
  sequence: row.sequence,
  type: row.type,
  at: row.at,
  ip: row.ip,
  userAgent: row.userAgent,
  details: row.details,
  previousHash: row.previousHash,
  hash: row.hash,
});

export type StoredSignatureEvent = ReturnType<typeof toChainedEvent>;

export interface AppendSignatureEventOptions {
  /** The caller's transaction, so the event lands or not with the change it records. */
  executor: Executor;
  requestId: string;
  type: SignatureEventType;
  ip: string | null | undefined;
  userAgent: string | null | undefined;
  /** JSON only (no Date, no undefined that matters): stored as jsonb and hashed as RFC 8785 JSON. */
  details?: Record<string, unknown>;
  /** The event's time; defaults to now. Tests and a moved clock pass it. */
  at?: Date;
}

/**
 * The only way to write an evidence event. It locks the request row, so two events of one request never read
 * the same last event, then chains the new one to it. Events are never updated or deleted (a trigger refuses).
 */
export const appendSignatureEvent = async ({
  executor,
  requestId,
  type,
  ip,
  userAgent,
  details = {},
  at = new Date(),
}: AppendSignatureEventOptions): Promise<StoredSignatureEvent> =>
  executor.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId))
      .for('update');
    if (!request) throw notFound('Signature request');
    const [last] = await tx
      .select({ sequence: signatureEvents.sequence, hash: signatureEvents.hash })
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, requestId))
      .orderBy(desc(signatureEvents.sequence))
      .limit(1);
    const fields = {
      requestId,
      sequence: (last?.sequence ?? 0) + 1,
      type,
      // Set here, never by the database (which keeps microseconds): the stored time must be the hashed one.
      at,
      ip: ip ?? null,
      userAgent: userAgent ?? null,
      // What jsonb will give back: no undefined members, no Date objects.
      details: JSON.parse(JSON.stringify(details)) as Record<string, unknown>,
      previousHash: last?.hash ?? null,
    };
    const [row] = await tx
      .insert(signatureEvents)
      .values({ ...fields, hash: hashEvidenceEvent(fields, sha256Hex) })
      .returning();
    if (!row) throw new Error('The signature event was not stored.');
    return toChainedEvent(row);
  });

/** A request's events in chain order. */
export const listSignatureEvents = async ({
  executor,
  requestId,
}: {
  executor: Executor;
  requestId: string;
}): Promise<StoredSignatureEvent[]> => {
  const rows = await executor
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.sequence));
  return rows.map(toChainedEvent);
};

/** `verifyEvidenceChain` with the server's SHA-256. */
export const verifySignatureEvents = (events: readonly ChainedEvent[]): EvidenceChainVerdict =>
  verifyEvidenceChain(events, sha256Hex);
