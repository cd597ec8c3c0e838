import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

/** IBAN and BIC rules of a SEPA direct debit, through ibantools (never hand-rolled). */

/** The IBAN as stored and compared: upper case, no spaces; null when it is not a valid IBAN. */
export const normalizeIban = (input: string): string | null => {
  const electronic = electronicFormatIBAN(input);
  return electronic && isValidIBAN(electronic) ? electronic : null;
};

/** A SEPA direct debit needs an account in a SEPA country. */
export const isSepaIban = (iban: string): boolean => isSEPACountry(iban.slice(0, 2));

export const normalizeBic = (input: string): string | null => {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(compact) ? compact : null;
};

/**
 * What someone without `CustomerModule:customers:bank-details` sees: the country and check digits, then the
 * last three characters (`FR76 •••• … 123`).
 */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} •••• … ${iban.slice(-3)}`;
