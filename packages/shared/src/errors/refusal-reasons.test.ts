import { describe, expect, it } from 'vitest';
import { ERROR_STATUSES } from './error-codes.ts';
import { isRefusalReason, REFUSAL_CATALOGUES, REFUSALS } from './refusal-reasons.ts';
import { REFUSAL_CODES } from './refusals.ts';

describe('refusal reasons', () => {
  it('are declared by exactly one feature, so merging the catalogues loses none', () => {
    const declaredBy = new Map<string, string[]>();
    for (const [feature, catalogue] of Object.entries(REFUSAL_CATALOGUES)) {
      for (const reason of Object.keys(catalogue)) {
        declaredBy.set(reason, [...(declaredBy.get(reason) ?? []), feature]);
      }
    }
    const twice = [...declaredBy].filter(([, features]) => features.length > 1);
    expect(twice).toEqual([]);
    expect(Object.keys(REFUSALS).sort()).toEqual([...declaredBy.keys()].sort());
  });

  it('answer with an API code whose status is the declared one', () => {
    for (const spec of Object.values(REFUSALS)) {
      expect(ERROR_STATUSES[REFUSAL_CODES[spec.status]]).toBe(spec.status);
    }
  });

  it('are told apart from other strings', () => {
    expect(isRefusalReason('SELF_DELETE')).toBe(true);
    expect(isRefusalReason('toString')).toBe(false);
    expect(isRefusalReason('NOT_A_REASON')).toBe(false);
  });
});
