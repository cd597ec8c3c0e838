import { buildEvidence, type ChainedEvent, type EvidenceInput, hashEvidenceEvent } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/features/signatures/signature-events.service.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { renderEvidenceDocument } from './documents.service.ts';

/** The evidence PDF (issue 10): signer, masked phone, each step, the documents' hashes, the chain's verdict. */

const event = (sequence: number, previousHash: string | null): ChainedEvent => {
  const fields = {
    requestId: '3f7c1d2e-0000-4000-8000-000000000001',
    sequence,
    type: sequence === 1 ? ('sent' as const) : ('signed' as const),
    at: new Date(Date.UTC(2026, 2, 2, 10, sequence)),
    ip: sequence === 1 ? null : '203.0.113.7',
    userAgent: sequence === 1 ? null : 'Mozilla/5.0 Firefox/140.0',
    details: {},
    previousHash,
  };
  return { ...fields, hash: hashEvidenceEvent(fields, sha256Hex) };
};

// Real digests: pdftotext may drop a repeated letter where a long run of one letter wraps.
const BEFORE = sha256Hex('the quote as sent');
const AFTER = sha256Hex('the quote sealed');
const first = event(1, null);
const second = event(2, first.hash);
const input: EvidenceInput = {
  request: {
    id: '3f7c1d2e-0000-4000-8000-000000000001',
    saleId: '3f7c1d2e-0000-4000-8000-000000000002',
    quoteHash: 'q-123',
    status: 'signed',
    provider: 'builtin',
    sentAt: new Date('2026-03-01T10:00:00.000Z'),
    opensAt: new Date('2026-03-02T10:00:00.000Z'),
    expiresAt: null,
    signedAt: new Date('2026-03-02T10:02:00.000Z'),
  },
  signer: { customerId: null, name: 'Jeanne Martin', phone: '+33612345642', email: 'jeanne@example.com' },
  events: [first, second],
  documents: [{ id: 'd1', kind: 'quote', name: 'Devis', sha256Before: BEFORE, sha256After: AFTER }],
  seal: { certificateSha256: 'c'.repeat(64), subject: 'Brokerage Back Office' },
};
const evidence = buildEvidence(input, sha256Hex);
const compact = (text: string) => text.replace(/\s+/g, '');

describe('renderEvidenceDocument', () => {
  it('prints the signer with the masked phone, each step, the hashes and a valid verdict (en)', async () => {
    const text = pdfText(await renderEvidenceDocument(evidence, 'en'));
    expect(text).toContain('Evidence of electronic signature');
    expect(text).toContain('Jeanne Martin');
    expect(text).toContain('+33 6 ** ** ** 42');
    expect(text).not.toContain('612345642');
    expect(text).toContain('2026-03-02T10:02:00.000Z');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('Firefox/140.0');
    const flat = compact(text);
    expect(flat).toContain(second.hash);
    expect(flat).toContain(BEFORE);
    expect(flat).toContain(AFTER);
    expect(text).toContain('Valid');
  });

  it('says where a broken chain breaks, in French and in Arabic', async () => {
    const broken = buildEvidence({ ...input, events: [first, { ...second, ip: '198.51.100.1' }] }, sha256Hex);
    const french = pdfText(await renderEvidenceDocument(broken, 'fr'));
    expect(french).toContain('Dossier de preuve');
    expect(french).toContain('Rompue à l’étape 2');
    const arabic = pdfText(await renderEvidenceDocument(evidence, 'ar'));
    expect(arabic).toContain('+33 6 ** ** ** 42');
    expect(compact(arabic)).toContain(second.hash);
  });
});
