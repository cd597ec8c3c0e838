import { describe, expect, it } from 'vitest';
import { isSepaIban, maskIban, normalizeBic, normalizeIban } from './bank-details.rules.ts';
import { bankDetailsInputSchema } from './customers.schemas.ts';

describe('IBAN and BIC rules', () => {
  it('normalises a typed IBAN and refuses a wrong check digit', () => {
    expect(normalizeIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(normalizeIban('FR7630006000011234567890188')).toBeNull();
    expect(normalizeIban('not an iban')).toBeNull();
  });

  it('accepts SEPA countries only for a direct debit', () => {
    expect(isSepaIban('FR7630006000011234567890189')).toBe(true);
    expect(isSepaIban('DE89370400440532013000')).toBe(true);
    expect(isSepaIban('BR1800360305000010009795493C1')).toBe(false);
  });

  it('normalises a BIC of 8 or 11 characters', () => {
    expect(normalizeBic('agri frpp 882')).toBe('AGRIFRPP882');
    expect(normalizeBic('AGRIFRPP')).toBe('AGRIFRPP');
    expect(normalizeBic('AGRI')).toBeNull();
  });

  it('masks all but the country, check digits and last three characters', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• … 189');
  });

  it('names the failing field of bad bank details', () => {
    const result = bankDetailsInputSchema.safeParse({
      iban: 'FR7630006000011234567890188',
      bic: 'AGRI',
      holder: 'Jeanne',
      debitDay: 3,
      frequency: 'weekly',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['iban', 'bic', 'debitDay', 'frequency']));
  });
});
