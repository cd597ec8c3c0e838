import {
  type ChainedEvent,
  type EvidenceChainVerdict,
  type HashText,
  verifyEvidenceChain,
} from './evidence-chain.rules.ts';
import { maskPhoneForEvidence, type SignatureProvider, type SignatureStatus } from './signatures.rules.ts';

/**
 * The content of the evidence document (dossier de preuve) of one signature request, as data: the PDF that
 * renders it reads this and nothing else. Times are ISO 8601 in UTC, hashes lowercase hex.
 */
export interface EvidenceInput {
  request: {
    id: string;
    saleId: string;
    quoteHash: string | null;
    status: SignatureStatus;
    provider: SignatureProvider;
    sentAt: Date | null;
    opensAt: Date | null;
    expiresAt: Date | null;
    signedAt: Date | null;
  };
  signer: { customerId: string | null; name: string; phone: string; email: string | null };
  /** In chain order, as stored. */
  events: readonly ChainedEvent[];
  documents: readonly {
    id: string;
    kind: string;
    name: string;
    /** SHA-256 of the document as sent to the signer. */
    sha256Before: string;
    /** SHA-256 of the sealed document; null until it is sealed. */
    sha256After: string | null;
  }[];
  /** The certificate that sealed the documents, when they are sealed. */
  seal?: { certificateSha256: string; subject: string } | null;
}

export interface EvidenceEvent {
  sequence: number;
  type: ChainedEvent['type'];
  at: string;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  previousHash: string | null;
  hash: string;
}

export interface Evidence {
  request: {
    id: string;
    saleId: string;
    quoteHash: string | null;
    status: SignatureStatus;
    provider: SignatureProvider;
    sentAt: string | null;
    opensAt: string | null;
    expiresAt: string | null;
    signedAt: string | null;
  };
  /** The phone is masked (`+33 6 ** ** ** 42`): the evidence is shown to staff and may be handed out. */
  signer: { customerId: string | null; name: string; phoneMasked: string; email: string | null };
  events: EvidenceEvent[];
  documents: EvidenceInput['documents'][number][];
  seal: { certificateSha256: string; subject: string } | null;
  chain: {
    /** How each hash is computed, in words a verifier can follow. */
    method: string;
    count: number;
    firstHash: string | null;
    lastHash: string | null;
    verdict: EvidenceChainVerdict;
  };
}

export const EVIDENCE_HASH_METHOD =
  'SHA-256 (hex) of the RFC 8785 canonical JSON of {requestId, sequence, type, at, ip, userAgent, details, previousHash}';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const buildEvidence = (input: EvidenceInput, hash: HashText): Evidence => ({
  request: {
    id: input.request.id,
    saleId: input.request.saleId,
    quoteHash: input.request.quoteHash,
    status: input.request.status,
    provider: input.request.provider,
    sentAt: iso(input.request.sentAt),
    opensAt: iso(input.request.opensAt),
    expiresAt: iso(input.request.expiresAt),
    signedAt: iso(input.request.signedAt),
  },
  signer: {
    customerId: input.signer.customerId,
    name: input.signer.name,
    phoneMasked: maskPhoneForEvidence(input.signer.phone),
    email: input.signer.email,
  },
  events: input.events.map((event) => ({
    sequence: event.sequence,
    type: event.type,
    at: event.at.toISOString(),
    ip: event.ip,
    userAgent: event.userAgent,
    details: event.details,
    previousHash: event.previousHash,
    hash: event.hash,
  })),
  documents: input.documents.map((document) => ({ ...document })),
  seal: input.seal ?? null,
  chain: {
    method: EVIDENCE_HASH_METHOD,
    count: input.events.length,
    firstHash: input.events[0]?.hash ?? null,
    lastHash: input.events.at(-1)?.hash ?? null,
    verdict: verifyEvidenceChain(input.events, hash),
  },
});
