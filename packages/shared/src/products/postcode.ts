/**
 * French postcodes → départements, for the tariff zones (issue 4). A postcode is five digits; its first two
 * digits are the département, except in Corsica (20xxx splits into 2A and 2B) and overseas (97x, three digits).
 */

export const POSTCODE_PATTERN = /^\d{5}$/;

/** Corse-du-Sud takes 20000–20190, Haute-Corse 20200–20620; no postcode of the 20 range lies beyond. */
const CORSICA_SOUTH_LAST = 20_190;
const CORSICA_NORTH_FIRST = 20_200;
const CORSICA_NORTH_LAST = 20_620;

/** The overseas départements and Saint-Pierre-et-Miquelon: 971 Guadeloupe … 976 Mayotte. */
const OVERSEAS = new Set(['971', '972', '973', '974', '975', '976']);

/**
 * The département of a French postcode: `'75'`, `'2A'`, `'2B'`, `'974'`; null when the text is not a postcode
 * of a French département (Monaco and the Pacific territories, 98xxx, have their own social security).
 */
export const departementOf = (postcode: string): string | null => {
  const code = postcode.trim();
  if (!POSTCODE_PATTERN.test(code)) return null;
  const prefix = code.slice(0, 2);
  if (prefix === '20') {
    const value = Number(code);
    if (value <= CORSICA_SOUTH_LAST) return '2A';
    if (value >= CORSICA_NORTH_FIRST && value <= CORSICA_NORTH_LAST) return '2B';
    return null;
  }
  if (prefix === '97') {
    const overseas = code.slice(0, 3);
    return OVERSEAS.has(overseas) ? overseas : null;
  }
  const number = Number(prefix);
  return number >= 1 && number <= 95 ? prefix : null;
};

export const isFrenchPostcode = (postcode: string): boolean => departementOf(postcode) !== null;

/** A département code as tariff zones store it: `01`–`95`, `2A`, `2B`, `971`–`976`. */
export const DEPARTEMENT_PATTERN = /^(0[1-9]|1\d|2[1-9AB]|[3-8]\d|9[0-5]|97[1-6])$/;
