import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProductInputSchema, pricingRulesSchema, quotationInputSchema } from './products.schemas.ts';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const family = {
  effectiveDate: '2026-04-01',
  postcode: '75011',
  people: [
    { role: 'main', birthDate: '1985-05-10', regime: 'general' },
    { role: 'spouse', birthDate: '1987-11-02', regime: 'general' },
    { role: 'child', birthDate: '2016-08-30', regime: 'general' },
  ],
};

const issuesOf = (input: unknown) => {
  const result = quotationInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('quotationInputSchema', () => {
  it('accepts a family when every field is valid', () => {
    expect(issuesOf(family)).toEqual([]);
    expect(issuesOf({ ...family, effectiveDate: '2026-03-10' })).toEqual([]);
    expect(issuesOf({ ...family, effectiveDate: '2027-03-10' })).toEqual([]);
  });

  it('names the field when the effective date is past or more than a year ahead', () => {
    expect(issuesOf({ ...family, effectiveDate: '2026-03-09' })).toEqual([
      ['effectiveDate', 'The effective date cannot be in the past'],
    ]);
    expect(issuesOf({ ...family, effectiveDate: '2027-03-11' })).toEqual([
      ['effectiveDate', 'The effective date must be within one year'],
    ]);
    expect(issuesOf({ ...family, effectiveDate: '2026-02-30' })[0]?.[0]).toBe('effectiveDate');
  });

  it('names the postcode when it is not five digits or not in a French département', () => {
    expect(issuesOf({ ...family, postcode: '7501' })).toEqual([
      ['postcode', 'A French postcode has five digits'],
    ]);
    expect(issuesOf({ ...family, postcode: '98000' })).toEqual([
      ['postcode', 'This postcode is not in a French département'],
    ]);
  });

  it('names the second main and the second spouse when the household has two of them', () => {
    const people = [...family.people, { ...family.people[0] }, { ...family.people[1] }];
    expect(issuesOf({ ...family, people })).toEqual([
      ['people.3.role', 'Only one person can be the main insured'],
      ['people.4.role', 'At most one spouse'],
    ]);
  });

  it('asks for a main insured person when there is none', () => {
    expect(issuesOf({ ...family, people: family.people.slice(1) })).toEqual([
      ['people', 'Exactly one main insured person is required'],
    ]);
  });

  it('refuses more than ten children', () => {
    const children = Array.from({ length: 11 }, () => ({ ...family.people[2] }));
    const issues = issuesOf({ ...family, people: [family.people[0], ...children] });
    expect(issues).toEqual([['people', 'At most 10 children']]);
  });

  it('names the person when the regime is unknown or the birth date is in the future or too old', () => {
    const people = [
      { ...family.people[0], regime: 'martian' },
      { ...family.people[1], birthDate: '2026-03-11' },
    ];
    expect(issuesOf({ ...family, people }).map(([path]) => path)).toEqual([
      'people.0.regime',
      'people.1.birthDate',
    ]);
    const old = [{ ...family.people[0], birthDate: '1905-01-01' }];
    expect(issuesOf({ ...family, people: old })).toEqual([
      ['people.0.birthDate', 'Nobody over 120 can be insured'],
    ]);
  });
});

describe('pricingRulesSchema', () => {
  it('accepts a spouse discount with two decimals and refuses three', () => {
    const rules = { freeFromChildRank: 3, childMaxAge: 20 };
    expect(pricingRulesSchema.safeParse({ ...rules, spouseDiscountPercent: 7.25 }).success).toBe(true);
    expect(pricingRulesSchema.safeParse({ ...rules, spouseDiscountPercent: 7.255 }).success).toBe(false);
    expect(pricingRulesSchema.safeParse({ ...rules, spouseDiscountPercent: 101 }).success).toBe(false);
  });
});

describe('createProductInputSchema', () => {
  it('fills the defaults when only the identity of the product is given', () => {
    const parsed = createProductInputSchema.parse({
      providerType: 'actudata',
      gammeCode: 'SANTE_FAMILLE',
      code: 'FAM_CONFORT',
      name: 'Famille Confort',
    });
    expect(parsed).toMatchObject({
      level: 1,
      description: '',
      active: true,
      guarantees: [],
      pricingRules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 0 },
    });
  });
});
