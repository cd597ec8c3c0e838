import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_REGION } from '../constants.ts';

/** E.164 form of a phone number typed by a person, or null when it is not a valid number. */
export const toE164 = (input: string, region = DEFAULT_PHONE_REGION): string | null => {
  const parsed = parsePhoneNumberFromString(
    input.trim(),
    region as Parameters<typeof parsePhoneNumberFromString>[1],
  );
  return parsed?.isValid() ? parsed.number : null;
};

/** International display form (+33 6 12 34 56 78) of an E.164 number. */
export const formatPhone = (e164: string): string =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
