import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';
import { toE164 } from '../auth/phone.ts';
import { DEFAULT_PHONE_REGION } from '../constants.ts';

/**
 * The customer type-ahead (issue 9) matches words against `customers.search_text`, a lower-case, accent-free
 * "first last email phone-digits" written with every customer write and read through a trigram index. The
 * same folding runs on the typed words, so "Élodie" finds "elodie" and "06 12 34" finds "+33 6 12 34 ...".
 */

/** Letters a decomposition does not split (œ, æ, ß) spelled the way people type them. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Lower case, without accents or ligatures, one space between words. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();

const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface SearchableCustomer {
  firstName: string;
  lastName: string;
  email?: string | null | undefined;
  /** E.164. */
  phone: string;
}

/** What `customers.search_text` holds for a customer. */
export const customerSearchText = (customer: SearchableCustomer): string =>
  foldText([customer.firstName, customer.lastName, customer.email ?? '', digitsOf(customer.phone)].join(' '));

/** Only digits and the characters people put between them: the term is (part of) a phone number. */
const PHONE_LIKE = /^\+?[\d\s.()-]{2,}$/;

const nationalCallingCode = getCountryCallingCode(DEFAULT_PHONE_REGION as CountryCode);

/**
 * The phone digits as `search_text` holds them (the E.164 number without `+`): a complete number through the
 * shared phone helper, whatever its form; a partial one typed in national form ("06 12 3") loses its trunk
 * 0 for the country code ("33612 3" → "336123"); a partial international one keeps its digits.
 */
export const phoneSearchDigits = (term: string): string => {
  const e164 = toE164(term);
  if (e164) return digitsOf(e164);
  const digits = digitsOf(term);
  if (term.trim().startsWith('+') || term.trim().startsWith('00')) return digits.replace(/^00/, '');
  return digits.startsWith('0') ? `${nationalCallingCode}${digits.slice(1)}` : digits;
};

/**
 * The words every match must contain, folded like `search_text`: a phone-like term is one word of digits,
 * anything else is split on spaces. Empty when nothing searchable is left (a lone "+").
 */
export const searchWords = (term: string): string[] => {
  if (PHONE_LIKE.test(term.trim())) {
    const digits = phoneSearchDigits(term);
    return digits ? [digits] : [];
  }
  return foldText(term)
    .split(' ')
    .filter((word) => word.length > 0);
};

/**
 * The start of an E.164 number (`+33612`) when the term is a phone number typed from its beginning: in
 * national form (a trunk 0) or international (`+`, `00`). Such a term is matched as a prefix of the customer's
 * phone through its btree index, which stays fast when 200,000 numbers share every trigram of `33610`; any
 * other phone-like term ("45 67", the end of a number) is still found anywhere in `search_text`.
 */
export const phoneNumberStart = (term: string): string | null => {
  const trimmed = term.trim();
  if (!PHONE_LIKE.test(trimmed) || !/^(\+|0)/.test(trimmed)) return null;
  const digits = phoneSearchDigits(trimmed);
  return digits ? `+${digits}` : null;
};
