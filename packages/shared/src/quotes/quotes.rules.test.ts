import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from '../ventes/ventes.rules.ts';
import { isQuoteClosed, isQuoteExpired } from './quotes.rules.ts';

describe('isQuoteExpired', () => {
  it('is true only once the effective date is before today', () => {
    expect(isQuoteExpired('2026-03-09', '2026-03-10')).toBe(true);
    expect(isQuoteExpired('2026-03-10', '2026-03-10')).toBe(false);
    expect(isQuoteExpired('2026-04-01', '2026-03-10')).toBe(false);
  });

  it("reads today in France by default (a past year's date is expired, next year's is not)", () => {
    expect(isQuoteExpired('2000-01-01')).toBe(true);
    expect(isQuoteExpired('2999-01-01')).toBe(false);
  });
});

describe('isQuoteClosed', () => {
  it('closes cancelled and expired quotes only', () => {
    expect(QUOTE_STATUSES.filter(isQuoteClosed)).toEqual(['expired', 'cancelled']);
  });
});
