import { describe, expect, it } from 'vitest';
import { conversionRate, isSubscribedOrLater, monthInFrance } from './dashboard.rules.ts';

describe('monthInFrance', () => {
  it('is the Paris calendar month, bounded at Paris midnight (winter time, UTC+1)', () => {
    const period = monthInFrance(new Date('2026-11-23T01:00:00Z'));
    expect(period.month).toBe('2026-11');
    expect(period.from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('uses summer time where the month starts in it (UTC+2)', () => {
    const period = monthInFrance(new Date('2026-07-15T12:00:00Z'));
    expect(period.from.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-07-31T22:00:00.000Z');
  });

  it('already counts the next month in Paris while UTC is still in the previous one', () => {
    const period = monthInFrance(new Date('2026-11-30T23:30:00Z'));
    expect(period.month).toBe('2026-12');
    expect(period.from.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('crosses the year and the change of time inside a month', () => {
    expect(monthInFrance(new Date('2026-12-31T23:30:00Z')).month).toBe('2027-01');
    const march = monthInFrance(new Date('2026-03-29T12:00:00Z'));
    expect(march.from.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(march.to.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('conversionRate and subscribed statuses', () => {
  it('has no rate without quotes', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(4, 1)).toBe(0.25);
  });

  it('counts the steps after the subscription, not lost, rejected or earlier ones', () => {
    expect(isSubscribedOrLater('subscribed')).toBe(true);
    expect(isSubscribedOrLater('contract')).toBe(true);
    expect(isSubscribedOrLater('quoted')).toBe(false);
    expect(isSubscribedOrLater('rejected')).toBe(false);
    expect(isSubscribedOrLater('lost')).toBe(false);
  });
});
