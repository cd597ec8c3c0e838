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
