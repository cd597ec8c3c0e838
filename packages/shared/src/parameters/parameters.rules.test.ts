import { describe, expect, it } from 'vitest';
import { isValidCreditorIdentifier } from './parameters.rules.ts';
import { DEFAULT_PARAMETERS, parametersSchema } from './parameters.schemas.ts';

describe('isValidCreditorIdentifier', () => {
  it('accepts a French ICS with its check digits, whatever the business code', () => {
    expect(isValidCreditorIdentifier('FR72ZZZ123456')).toBe(true);
    expect(isValidCreditorIdentifier('FR72ABC123456')).toBe(true);
  });

  it('refuses wrong check digits, a wrong length or another shape', () => {
    expect(isValidCreditorIdentifier('FR73ZZZ123456')).toBe(false);
    expect(isValidCreditorIdentifier('FR72ZZZ12345')).toBe(false);
    expect(isValidCreditorIdentifier('FR72ZZZ1234567')).toBe(false);
    expect(isValidCreditorIdentifier('DE72ZZZ123456')).toBe(false);
    expect(isValidCreditorIdentifier('fr72zzz123456')).toBe(false);
  });
});

describe('parametersSchema', () => {
  it('accepts the demo defaults', () => {
    expect(parametersSchema.parse(DEFAULT_PARAMETERS)).toEqual(DEFAULT_PARAMETERS);
  });

  it('normalises a typed ICS and refuses an invalid one', () => {
    const typed = parametersSchema.parse({
      ...DEFAULT_PARAMETERS,
      sepaCreditorIdentifier: 'fr72 zzz 123456',
    });
    expect(typed.sepaCreditorIdentifier).toBe('FR72ZZZ123456');
    expect(
      parametersSchema.safeParse({ ...DEFAULT_PARAMETERS, sepaCreditorIdentifier: 'FR00ZZZ123456' }).success,
    ).toBe(false);
  });
});

describe('the phone-selling, quality and retention parameters', () => {
  const withRules = (patch: Partial<typeof DEFAULT_PARAMETERS.callingRules>) =>
    parametersSchema.safeParse({
      ...DEFAULT_PARAMETERS,
      callingRules: { ...DEFAULT_PARAMETERS.callingRules, ...patch },
    }).success;

  it('refuses a calling window that ends before it starts, or a time that is not HH:MM', () => {
    expect(withRules({ windows: [{ start: '14:00', end: '13:00' }] })).toBe(false);
    expect(withRules({ windows: [{ start: '9:00', end: '13:00' }] })).toBe(false);
    expect(withRules({ windows: [{ start: '09:00', end: '13:00' }] })).toBe(true);
  });

  it('refuses a weekday outside 1-7 and a closed date that is not a calendar date', () => {
    expect(withRules({ weekdays: [0] })).toBe(false);
    expect(withRules({ extraClosedDates: ['2026-02-30'] })).toBe(false);
    expect(withRules({ extraClosedDates: ['2026-12-24'] })).toBe(true);
  });

  it('refuses a checklist that uses a key twice', () => {
    const [first] = DEFAULT_PARAMETERS.qualityChecklist;
    expect(
      parametersSchema.safeParse({
        ...DEFAULT_PARAMETERS,
        qualityChecklist: [...DEFAULT_PARAMETERS.qualityChecklist, first],
      }).success,
    ).toBe(false);
  });
});
