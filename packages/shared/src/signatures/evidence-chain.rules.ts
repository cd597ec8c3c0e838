import canonicalize from 'canonicalize';
import type { SignatureEventType } from './signatures.rules.ts';

/**
 * The signature events form a hash chain: each event's hash covers its own fields and the previous event's
 * hash, so editing, deleting or reordering any event breaks every hash after it. The input of the hash is the
 * RFC 8785 (JCS) canonical JSON of the fields below, so anyone holding the evidence can recompute it with any
 * JCS implementation and SHA-256. Hashing is passed in (`hash`) so this file stays free of Node.
 */
export interface ChainedEventFields {
  requestId: string;
  /** 1, 2, 3… within the request, without gaps. */
  sequence: number;
  type: SignatureEventType;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  /** The hash of the event before, null for the first one. */
  previousHash: string | null;
}

export interface ChainedEvent extends ChainedEventFields {
  hash: string;
}

/** SHA-256 of a UTF-8 text, as lowercase hex. */
export type HashText = (text: string) => string;

/** The exact text that is hashed for an event (RFC 8785 canonical JSON; the time as ISO 8601 in UTC, ms). */
export const evidenceHashInput = (event: ChainedEventFields): string => {
  const text = canonicalize({
    requestId: event.requestId,
    sequence: event.sequence,
    type: event.type,
    at: event.at.toISOString(),
    ip: event.ip,
    userAgent: event.userAgent,
    details: event.details,
    previousHash: event.previousHash,
  });
  if (text === undefined) throw new Error('A signature event cannot be serialised.');
  return text;
};

export const hashEvidenceEvent = (event: ChainedEventFields, hash: HashText): string =>
  hash(evidenceHashInput(event));

export type EvidenceChainVerdict = { valid: true } | { valid: false; brokenAt: number };

/**
 * Checks events in the order given (the stored order, by sequence). `brokenAt` is the 1-based position of the
 * first event that does not hold: its fields were edited, an event before it was removed or moved, or it does
 * not follow on from the one before. An empty list is valid (nothing happened yet).
 */
export const verifyEvidenceChain = (
  events: readonly ChainedEvent[],
  hash: HashText,
): EvidenceChainVerdict => {
  let previous: ChainedEvent | null = null;
  for (const [index, event] of events.entries()) {
    const position = index + 1;
    const follows =
      event.sequence === position &&
      event.previousHash === (previous?.hash ?? null) &&
      (previous === null || event.requestId === previous.requestId);
    if (!follows || hashEvidenceEvent(event, hash) !== event.hash)
      return { valid: false, brokenAt: position };
    previous = event;
  }
  return { valid: true };
};
