import { z } from 'zod';
import { phoneNumberSchema } from '../auth/auth.schemas.ts';
import { LOCALES } from '../i18n/locales.ts';
import { listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { isFrenchPostcode, POSTCODE_PATTERN } from '../products/postcode.ts';
import { regimeSchema } from '../products/products.schemas.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { displayName, searchTerm, singleLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { isSepaIban, normalizeBic, normalizeIban } from './bank-details.rules.ts';

/** A customer (SPEC §3) and their bank details (issue 9). */

export const CIVILITIES = ['mr', 'mrs'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** The person and their address. Birth dates live with the insured people of a sale, not here (SPEC §5). */
export const customerDataSchema = z.object({
  civility: z.enum(CIVILITIES),
  firstName: displayName().min(1).max(100),
  lastName: displayName().min(1).max(100),
  address: singleLineText().min(1).max(200),
  postcode: singleLineText()
    .regex(POSTCODE_PATTERN, { message: 'A French postcode has five digits', abort: true })
    .refine(isFrenchPostcode, { message: 'This postcode is not in a French département' }),
  city: displayName().min(1).max(100),
  phone: phoneNumberSchema,
  email: z.email().max(254).nullable().optional(),
  regime: regimeSchema,
  /** The language of the customer's documents and emails; `fr` when never chosen. */
  preferredLanguage: z.enum(LOCALES).optional(),
});
export type CustomerData = z.infer<typeof customerDataSchema>;
export type CustomerDataInput = z.input<typeof customerDataSchema>;

/** SPEC §5: the client removes `birthdate` and `birthDate` from the customer payload before sending. */
export const stripBirthDates = <Data extends Record<string, unknown>>(
  data: Data,
): Omit<Data, 'birthdate' | 'birthDate'> => {
  const { birthdate: _birthdate, birthDate: _birthDate, ...rest } = data;
  return rest;
};

export const DEBIT_DAYS = [1, 5, 10, 15, 20, 25] as const;
export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const bankDetailsInputSchema = z.object({
  iban: singleLineText()
    .max(50)
    .transform((value, context) => {
      const iban = normalizeIban(value);
      if (!iban) {
        context.addIssue({ code: 'custom', message: 'This IBAN is not valid' });
        return z.NEVER;
      }
      if (!isSepaIban(iban)) {
        context.addIssue({ code: 'custom', message: 'A direct debit needs an account in a SEPA country' });
        return z.NEVER;
      }
      return iban;
    }),
  bic: singleLineText()
    .max(20)
    .transform((value, context) => {
      const bic = normalizeBic(value);
      if (!bic) {
        context.addIssue({ code: 'custom', message: 'This BIC is not valid' });
        return z.NEVER;
      }
      return bic;
    }),
  holder: displayName().min(1).max(140),
  debitDay: z.union(DEBIT_DAYS.map((day) => z.literal(day))),
  frequency: z.enum(PAYMENT_FREQUENCIES),
});
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;
export type BankDetails = z.output<typeof bankDetailsInputSchema>;

/** Bank details as answered: the IBAN in full only for holders of `CustomerModule:customers:bank-details`. */
export const bankDetailsSchema = z.object({
  iban: z.string(),
  ibanMasked: z.boolean(),
  bic: z.string(),
  holder: z.string(),
  debitDay: z.number().int(),
  frequency: z.enum(PAYMENT_FREQUENCIES),
  updatedAt: z.string(),
});

export const customerSchema = z.object({
  customerId: z.uuid(),
  version: recordVersionSchema,
  customerData: z.object({
    civility: z.enum(CIVILITIES),
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    regime: regimeSchema,
    preferredLanguage: z.enum(LOCALES),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerResponseSchema = recordResponseSchema(customerSchema);

export const customerWithBankDetailsSchema = customerSchema.extend({
  bankDetails: bankDetailsSchema.nullable(),
});
export type CustomerWithBankDetails = z.infer<typeof customerWithBankDetailsSchema>;
export const customerWithBankDetailsResponseSchema = recordResponseSchema(customerWithBankDetailsSchema);

/**
 * `POST /customers/create-or-update-and-link` (and `update-and-link` with `updateExisting`): the customer of
 * a sale. Without `customerId` a new customer is made, unless a likely duplicate exists and `allowDuplicate`
 * is not set (409 LIKELY_DUPLICATE with the candidates). With `customerId` that customer is linked, and
 * updated with `customerData` when `updateExisting` is set (`update-and-link` always updates).
 *
 * Two records change, so two versions: `version` is the SALE's (every write to a sale names it; 409
 * STALE_WRITE with the sale), `customerVersion` the customer's, required only when the customer is updated
 * (409 STALE_WRITE with the customer).
 */
export const customerLinkInputSchema = z.object({
  ...expectedVersionFields,
  saleId: z.uuid(),
  customerId: z.uuid().optional(),
  customerVersion: expectedVersionFields.version,
  customerData: customerDataSchema,
  /** The main insured's birth date, only to find a likely duplicate by name and birth date; never stored here. */
  birthDate: calendarDate().optional(),
  updateExisting: z.boolean().optional(),
  allowDuplicate: z.boolean().optional(),
});
export type CustomerLinkInput = z.input<typeof customerLinkInputSchema>;

/** `POST /customers/update-and-link`: the existing customer, updated with `customerData`, then linked. */
export const customerUpdateLinkInputSchema = customerLinkInputSchema
  .omit({ updateExisting: true, allowDuplicate: true })
  .extend({ customerId: z.uuid() });
export type CustomerUpdateLinkInput = z.input<typeof customerUpdateLinkInputSchema>;
export const customerLinkResponseSchema = recordResponseSchema(
  z.object({ customer: customerSchema, saleId: z.uuid(), saleVersion: recordVersionSchema }),
);

/** `GET /customers?search=`: the form's type-ahead by phone, name or email, within the caller's scope. */
export const customerSearchQuerySchema = z.object({
  search: searchTerm().min(2),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const customerSearchResponseSchema = listResponseSchema(customerSchema);

/** A likely duplicate, with what matched. */
export const customerCandidateSchema = z.object({
  customer: customerSchema,
  matchedOn: z.array(z.enum(['phone', 'email', 'name_and_birth_date'])),
});
export type CustomerCandidate = z.infer<typeof customerCandidateSchema>;
