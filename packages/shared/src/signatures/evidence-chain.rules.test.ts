import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ChainedEvent,
  evidenceHashInput,
  hashEvidenceEvent,
  verifyEvidenceChain,
} from './evidence-chain.rules.ts';
import type { SignatureEventType } from './signatures.rules.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const chain = (types: SignatureEventType[]): ChainedEvent[] => {
  const events: ChainedEvent[] = [];
  for (const [index, type] of types.entries()) {
    const fields = {
      requestId: '7f1c7b9e-4a86-4d2a-9d0b-2f7e3d1c0a11',
      sequence: index + 1,
      type,
      at: new Date(Date.UTC(2026, 2, 1, 10, index)),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      details: { step: index, documents: [{ sha256: 'ab'.repeat(32) }] },
      previousHash: events.at(-1)?.hash ?? null,
    };
    events.push({ ...fields, hash: hashEvidenceEvent(fields, sha256) });
  }
  return events;
};

const events = chain(['sent', 'opened', 'code_sent', 'code_verified', 'consent', 'signed']);

describe('verifyEvidenceChain', () => {
  it('accepts an untouched chain and an empty one', () => {
    expect(verifyEvidenceChain(events, sha256)).toEqual({ valid: true });
    expect(verifyEvidenceChain([], sha256)).toEqual({ valid: true });
  });

  it('hashes RFC 8785 canonical JSON, whatever the key order of the details', () => {
    const first = events[0] as ChainedEvent;
    const input = evidenceHashInput({ ...first, details: { documents: first.details.documents, step: 0 } });
    expect(input).toBe(evidenceHashInput(first));
    expect(input.startsWith('{"at":"2026-03-01T10:00:00.000Z","details":{"documents"')).toBe(true);
  });

  const edits: [string, (event: ChainedEvent) => ChainedEvent][] = [
    ['type', (event) => ({ ...event, type: 'declined' })],
    ['time', (event) => ({ ...event, at: new Date(event.at.getTime() + 1) })],
    ['ip', (event) => ({ ...event, ip: '198.51.100.1' })],
    ['user agent', (event) => ({ ...event, userAgent: 'curl/8' })],
    ['details', (event) => ({ ...event, details: { ...event.details, step: 99 } })],
    ['sequence', (event) => ({ ...event, sequence: event.sequence + 10 })],
    ['previous hash', (event) => ({ ...event, previousHash: 'f'.repeat(64) })],
    ['hash', (event) => ({ ...event, hash: 'e'.repeat(64) })],
    ['request', (event) => ({ ...event, requestId: '00000000-0000-4000-8000-000000000000' })],
  ];

  for (const [field, edit] of edits) {
    it(`reports the event whose ${field} was edited, at any position`, () => {
      for (const position of [1, 3, events.length]) {
        const edited = events.map((event, index) => (index === position - 1 ? edit(event) : event));
        expect(verifyEvidenceChain(edited, sha256)).toEqual({ valid: false, brokenAt: position });
      }
    });
  }

  it('reports a deleted event where the gap is', () => {
    expect(
      verifyEvidenceChain(
        events.filter((_, index) => index !== 2),
        sha256,
      ),
    ).toEqual({
      valid: false,
      brokenAt: 3,
    });
    expect(verifyEvidenceChain(events.slice(1), sha256)).toEqual({ valid: false, brokenAt: 1 });
  });

  it('reports two events swapped', () => {
    const swapped = [...events];
    [swapped[3], swapped[4]] = [swapped[4] as ChainedEvent, swapped[3] as ChainedEvent];
    expect(verifyEvidenceChain(swapped, sha256)).toEqual({ valid: false, brokenAt: 4 });
  });

  it('reports an event rehashed after an edit, since the next one still names the old hash', () => {
    const target = events[1] as ChainedEvent;
    const edited = { ...target, ip: '198.51.100.1' };
    const rehashed = { ...edited, hash: hashEvidenceEvent(edited, sha256) };
    const forged = events.map((event, index) => (index === 1 ? rehashed : event));
    expect(verifyEvidenceChain(forged, sha256)).toEqual({ valid: false, brokenAt: 3 });
  });
});
