import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  CONTRACT_NUMBER_PATTERN,
  calendarDateIn,
  canEndContract,
  formatContractNumber,
  isWithdrawalOpen,
  nextRenewalDate,
  renewalMonthOf,
  withdrawalEndDate,
} from './contracts.rules.ts';

describe('contract numbers', () => {
  it('reads like the sale numbers', () => {
    expect(formatContractNumber(2026, 123)).toBe('C-2026-000123');
    expect(formatContractNumber(2026, 1_234_567)).toBe('C-2026-1234567');
    expect(CONTRACT_NUMBER_PATTERN.test('C-2026-000123')).toBe(true);
    expect(CONTRACT_NUMBER_PATTERN.test('V-2026-000123')).toBe(false);
  });
});

describe('withdrawal period (L112-9)', () => {
  const signedAt = new Date('2026-03-02T15:00:00Z'); // 16:00 in Paris, 2 March

  it('ends 14 calendar days after the signature day', () => {
    expect(withdrawalEndDate(signedAt)).toBe('2026-03-16');
  });

  it('is open on day 14 until midnight in Paris and closed on day 15', () => {
    expect(isWithdrawalOpen(signedAt, new Date('2026-03-16T22:59:59Z'))).toBe(true); // 23:59:59 Paris
    expect(isWithdrawalOpen(signedAt, new Date('2026-03-16T23:00:00Z'))).toBe(false); // 00:00 on the 17th
  });

  it('counts the Paris calendar day of a signature made late in the UTC evening', () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Paris (winter time since 25 October 2026).
    expect(calendarDateIn(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-01');
    expect(withdrawalEndDate(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-15');
  });

  it('crosses a daylight-saving change without losing an hour', () => {
    // Signed 20 March 2026 at 23:30 Paris (22:30 UTC); clocks go forward on 29 March.
    const before = new Date('2026-03-20T22:30:00Z');
    expect(withdrawalEndDate(before)).toBe('2026-04-03');
    expect(isWithdrawalOpen(before, new Date('2026-04-03T21:59:00Z'))).toBe(true); // 23:59 summer time
    expect(isWithdrawalOpen(before, new Date('2026-04-03T22:00:00Z'))).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('adds days across months and leap years', () => {
    expect(addCalendarDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
  });

  it('gives the renewal month and the next anniversary', () => {
    expect(renewalMonthOf('2026-04-01')).toBe(4);
    expect(nextRenewalDate('2026-04-01', '2026-03-01')).toBe('2027-04-01');
    expect(nextRenewalDate('2024-04-01', '2026-03-01')).toBe('2026-04-01');
    expect(nextRenewalDate('2024-04-01', '2026-04-01')).toBe('2027-04-01');
    expect(nextRenewalDate('2024-02-29', '2026-01-10')).toBe('2026-02-28');
  });

  it('ends only active contracts', () => {
    expect(canEndContract('active')).toBe(true);
    expect(canEndContract('withdrawn')).toBe(false);
    expect(canEndContract('terminated')).toBe(false);
  });
});
