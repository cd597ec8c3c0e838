import { EXACT_COUNT_LIMIT } from '@brokerage/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetExactTotals, knownExactTotal } from './exact-totals.ts';
import { forgetListEstimates, totalByKey } from './list-totals.ts';

/** `totalByKey` keeps a counted total with its snapshot, and forgets it once the filter outgrows the exact limit. */
describe('exact totals kept by totalByKey', () => {
  afterEach(() => forgetListEstimates());

  const snapshot = '100:100:';

  it('keeps an exact total with the snapshot it was counted in, and not a bare number', async () => {
    await totalByKey('counted', {
      countBounded: async () => ({ total: 42, snapshot }),
      estimate: async () => 0,
    });
    expect(knownExactTotal('counted')).toEqual({ total: 42, snapshot });
    await totalByKey('bare', { countBounded: async () => 42, estimate: async () => 0 });
    expect(knownExactTotal('bare')).toBeUndefined();
  });

  it('forgets a kept total once a recount goes past the exact limit (the estimate takes over)', async () => {
    await totalByKey('growing', {
      countBounded: async () => ({ total: 7, snapshot }),
      estimate: async () => 0,
    });
    expect(knownExactTotal('growing')?.total).toBe(7);
    const grown = await totalByKey('growing', {
      countBounded: async () => ({ total: EXACT_COUNT_LIMIT + 1, snapshot }),
      estimate: async () => 50_000,
    });
    expect(grown).toEqual({ total: 50_000, totalIsEstimate: true });
    expect(knownExactTotal('growing')).toBeUndefined();
  });

  it('forgets every kept total on request', async () => {
    await totalByKey('any', { countBounded: async () => ({ total: 1, snapshot }), estimate: async () => 0 });
    forgetExactTotals();
    expect(knownExactTotal('any')).toBeUndefined();
  });
});
