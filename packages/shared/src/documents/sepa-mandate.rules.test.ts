import { describe, expect, it } from 'vitest';
import { MANDATE_REFERENCE_PATTERN, mandateReferenceOf } from './sepa-mandate.rules.ts';

describe('mandateReferenceOf', () => {
  it('derives the same reference from the same sale number, within the SEPA character set', () => {
    expect(mandateReferenceOf('V-2026-000123')).toBe('RUM-V-2026-000123');
    expect(mandateReferenceOf('V-2026-000123')).toBe(mandateReferenceOf('V-2026-000123'));
    expect(mandateReferenceOf('V-2026-000123')).toMatch(MANDATE_REFERENCE_PATTERN);
  });

  it('gives two sales two references', () => {
    expect(mandateReferenceOf('V-2026-000123')).not.toBe(mandateReferenceOf('V-2027-000123'));
    expect(mandateReferenceOf('V-2026-000123')).not.toBe(mandateReferenceOf('V-2026-000124'));
  });

  it('stays within 35 characters for the longest number the sequence formats', () => {
    const reference = mandateReferenceOf(`V-2026-${'9'.repeat(13)}`);
    expect(reference.length).toBeLessThanOrEqual(35);
    expect(reference).toMatch(MANDATE_REFERENCE_PATTERN);
  });

  it('refuses what is not a sale number', () => {
    expect(() => mandateReferenceOf('V-2026-12')).toThrow();
    expect(() => mandateReferenceOf('x//y')).toThrow();
    expect(() => mandateReferenceOf(`V-2026-${'9'.repeat(30)}`)).toThrow();
  });
});
