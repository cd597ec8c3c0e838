import { describe, expect, it } from 'vitest';
import {
  canTransitionSignature,
  isSigningOpen,
  maskPhoneForEvidence,
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_MAX_WRONG_TRIES,
  SIGNATURE_CODE_TTL_MS,
  SIGNATURE_STATUSES,
  signingOpensAt,
} from './signatures.rules.ts';

describe('signature request status machine', () => {
  it('goes draft → sent → opened → signed', () => {
    expect(canTransitionSignature('draft', 'sent')).toBe(true);
    expect(canTransitionSignature('sent', 'opened')).toBe(true);
    expect(canTransitionSignature('opened', 'signed')).toBe(true);
  });

  it('lets a live request be sent again, declined, expired or cancelled', () => {
    for (const from of ['sent', 'opened'] as const) {
      for (const to of ['sent', 'declined', 'expired', 'cancelled'] as const) {
        expect(canTransitionSignature(from, to)).toBe(true);
      }
    }
  });

  it('never leaves an end state', () => {
    for (const from of ['signed', 'declined', 'expired', 'cancelled'] as const) {
      for (const to of SIGNATURE_STATUSES) expect(canTransitionSignature(from, to)).toBe(false);
    }
  });

  it('does not sign a draft nor reopen a sent request as draft', () => {
    expect(canTransitionSignature('draft', 'signed')).toBe(false);
    expect(canTransitionSignature('sent', 'draft')).toBe(false);
  });
});

describe('signing window', () => {
  const sentAt = new Date('2026-03-01T10:00:00.000Z');
  const opensAt = signingOpensAt(sentAt, 24);
  const expiresAt = new Date('2026-03-31T10:00:00.000Z');

  it('opens the given number of hours after sending', () => {
    expect(opensAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(signingOpensAt(sentAt, 0).toISOString()).toBe(sentAt.toISOString());
  });

  it('is closed before the opening time and open from it until expiry', () => {
    const request = { status: 'sent' as const, opensAt, expiresAt };
    expect(isSigningOpen(new Date(opensAt.getTime() - 1), request)).toBe(false);
    expect(isSigningOpen(opensAt, request)).toBe(true);
    expect(isSigningOpen(new Date(expiresAt.getTime() - 1), { ...request, status: 'opened' })).toBe(true);
    expect(isSigningOpen(expiresAt, request)).toBe(false);
  });

  it('is closed for a request that is not live or was never sent', () => {
    expect(isSigningOpen(expiresAt, { status: 'cancelled', opensAt, expiresAt: null })).toBe(false);
    expect(isSigningOpen(expiresAt, { status: 'draft', opensAt: null, expiresAt: null })).toBe(false);
  });
});

describe('one-time code', () => {
  it('is the sign-in code: 6 digits, 5 minutes, 5 tries', () => {
    expect(SIGNATURE_CODE_LENGTH).toBe(6);
    expect(SIGNATURE_CODE_TTL_MS).toBe(5 * 60_000);
    expect(SIGNATURE_CODE_MAX_WRONG_TRIES).toBe(5);
  });
});

describe('maskPhoneForEvidence', () => {
  it('keeps the country code, the first digit and the last two of a French mobile', () => {
    expect(maskPhoneForEvidence('+33612345642')).toBe('+33 6 ** ** ** 42');
  });

  it('masks numbers of other lengths and countries the same way', () => {
    expect(maskPhoneForEvidence('+447911123456')).toBe('+44 7 ** ** ** * 56');
    expect(maskPhoneForEvidence('+212612345678')).toBe('+212 6 ** ** ** 78');
  });

  it('never shows more than three digits of the national number', () => {
    const masked = maskPhoneForEvidence('+33612345642');
    expect(masked.replace('+33', '').replace(/\D/g, '')).toHaveLength(3);
  });
});
