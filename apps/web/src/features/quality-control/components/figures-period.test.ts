import { describe, expect, it } from 'vitest';
import { periodFromSearch, presetOf, presetPeriod } from './figures-period';
import { formatWaiting } from './waiting-time';

// 23:30 UTC on 31 March 2026 is already 1 April in Paris (summer time): the period follows Paris days.
const lateOnTheLastDay = new Date('2026-03-31T22:30:00Z');

describe('figures period', () => {
  it('does read the presets as Paris calendar days', () => {
    expect(presetPeriod('thisMonth', lateOnTheLastDay)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetPeriod('lastMonth', lateOnTheLastDay)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('last30Days', lateOnTheLastDay)).toEqual({ from: '2026-03-03', to: '2026-04-01' });
    expect(presetPeriod('lastMonth', new Date('2026-01-15T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('does take the period of the URL, this month without one, and nothing for a reversed or partial one', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(periodFromSearch(new URLSearchParams(''), now)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(periodFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodFromSearch(new URLSearchParams('from=2026-02-01&to=2026-01-31'), now)).toBeNull();
    expect(periodFromSearch(new URLSearchParams('from=2026-02-01'), now)).toBeNull();
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, now)).toBe('lastMonth');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, now)).toBeUndefined();
  });
});

describe('waiting time', () => {
  it('does show two units at most', () => {
    expect(formatWaiting(59, 'en')).toBe('0m');
    expect(formatWaiting(5 * 60, 'en')).toBe('5m');
    expect(formatWaiting(3_600, 'en')).toBe('1h');
    expect(formatWaiting(3_600 + 12 * 60 + 30, 'en')).toBe('1h 12m');
    expect(formatWaiting(2 * 86_400, 'en')).toBe('2d');
    expect(formatWaiting(2 * 86_400 + 3 * 3_600 + 59 * 60, 'en')).toBe('2d 3h');
  });
});
