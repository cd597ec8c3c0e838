import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildEvidence, type EvidenceInput } from './evidence.rules.ts';
import { type ChainedEvent, hashEvidenceEvent } from './evidence-chain.rules.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const event = (sequence: number, previousHash: string | null): ChainedEvent => {
  const fields = {
    requestId: 'r1',
    sequence,
    type: sequence === 1 ? ('sent' as const) : ('signed' as const),
    at: new Date(Date.UTC(2026, 2, 2, 10, sequence)),
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    details: {},
    previousHash,
  };
  return { ...fields, hash: hashEvidenceEvent(fields, sha256) };
};

const first = event(1, null);
const input: EvidenceInput = {
  request: {
    id: 'r1',
    saleId: 's1',
    quoteHash: 'q1',
    status: 'signed',
    provider: 'builtin',
    sentAt: new Date('2026-03-01T10:00:00.000Z'),
    opensAt: new Date('2026-03-02T10:00:00.000Z'),
    expiresAt: null,
    signedAt: new Date('2026-03-02T10:02:00.000Z'),
  },
  signer: { customerId: 'c1', name: 'Jeanne Martin', phone: '+33612345642', email: null },
  events: [first, event(2, first.hash)],
  documents: [
    { id: 'd1', kind: 'quote', name: 'Devis', sha256Before: 'a'.repeat(64), sha256After: 'b'.repeat(64) },
  ],
  seal: { certificateSha256: 'c'.repeat(64), subject: 'Brokerage Back Office' },
};

describe('buildEvidence', () => {
  it('gives times in ISO 8601, the phone masked and the chain verdict', () => {
    const evidence = buildEvidence(input, sha256);
    expect(evidence.request.opensAt).toBe('2026-03-02T10:00:00.000Z');
    expect(evidence.signer.phoneMasked).toBe('+33 6 ** ** ** 42');
    expect(evidence.signer).not.toHaveProperty('phone');
    expect(evidence.events.map((item) => item.at)).toEqual([
      '2026-03-02T10:01:00.000Z',
      '2026-03-02T10:02:00.000Z',
    ]);
    expect(evidence.chain).toMatchObject({ count: 2, firstHash: first.hash, verdict: { valid: true } });
    expect(evidence.documents).toEqual(input.documents);
  });

  it('says where the chain breaks', () => {
    const edited = {
      ...input,
      events: [first, { ...(input.events[1] as ChainedEvent), ip: '198.51.100.1' }],
    };
    expect(buildEvidence(edited, sha256).chain.verdict).toEqual({ valid: false, brokenAt: 2 });
  });
});
