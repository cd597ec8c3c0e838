/**
 * The SEPA creditor identifier (ICS) of a French creditor: `FR`, two check digits, a three-character business
 * code (`ZZZ` unless the creditor chose one) and a six-character national identifier, 13 characters. The check
 * digits are ISO 7064 MOD 97-10 over the national identifier, the country code and the check digits, letters
 * read as numbers (A = 10 … Z = 35), the business code left out (EPC262-08).
 */
export const CREDITOR_IDENTIFIER_PATTERN = /^FR\d{2}[A-Z0-9]{3}[A-Z0-9]{6}$/;

const asDigits = (value: string) =>
  [...value]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');

export const isValidCreditorIdentifier = (value: string): boolean => {
  if (!CREDITOR_IDENTIFIER_PATTERN.test(value)) return false;
  const checked = `${value.slice(7)}${value.slice(0, 4)}`;
  return BigInt(asDigits(checked)) % 97n === 1n;
};
