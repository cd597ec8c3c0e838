import { z } from 'zod';
import { gammeCodeSchema, providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { isFrenchPostcode, POSTCODE_PATTERN } from '../products/postcode.ts';
import { MAX_QUOTATION_CHILDREN, quotationPersonSchema } from '../products/products.schemas.ts';
import { addYears, todayInFrance } from '../products/tariff-engine.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { displayName, multiLineText, singleLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { QUOTE_STATUSES, SALE_STATUSES } from './ventes.rules.ts';

/** A sale (vente, SPEC §3) and the steps of the guided form that fill it (issue 9). */

export const saleStatusSchema = z.enum(SALE_STATUSES);
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

/** How the customer was reached: the phone-selling rules apply to the two call channels. */
export const SALE_CHANNELS = ['outbound_call', 'inbound_call', 'in_person'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];
export const saleChannelSchema = z.enum(SALE_CHANNELS);
export const isPhoneChannel = (channel: SaleChannel): boolean => channel !== 'in_person';

/** The readable number of a sale: `V-<year>-<6+ digits>` from one database sequence. */
export const SALE_NUMBER_PATTERN = /^V-\d{4}-\d{6,}$/;
export const formatSaleNumber = (year: number, sequence: number): string =>
  `V-${year}-${String(sequence).padStart(6, '0')}`;

/** A needs-analysis answer: text, number or date as text, or the picked option values of a checkbox question. */
export const answerValueSchema = z.union([
  singleLineText().max(2_000),
  z.array(singleLineText().max(200)).max(50),
]);
export type SaleAnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z.record(z.uuid(), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

/** SPEC §3: `formData {providerType, gammeCode, answers}`. */
export const saleFormDataSchema = z.object({
  providerType: providerTypeCodeSchema,
  gammeCode: gammeCodeSchema,
  answers: answersSchema,
});
export type SaleFormData = z.infer<typeof saleFormDataSchema>;

/** Step 1, the call: for a phone sale both the consent and the recording notice are required, with their time. */
export const saleCallSchema = z
  .object({
    channel: saleChannelSchema,
    callConsentAt: z.iso.datetime({ offset: true }).nullable(),
    recordingAnnouncedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .superRefine((call, context) => {
    if (!isPhoneChannel(call.channel)) return;
    if (!call.callConsentAt) {
      context.addIssue({
        code: 'custom',
        path: ['callConsentAt'],
        message: 'The customer must consent to continue the call',
      });
    }
    if (!call.recordingAnnouncedAt) {
      context.addIssue({
        code: 'custom',
        path: ['recordingAnnouncedAt'],
        message: 'The recording must be announced',
      });
    }
  });
export type SaleCall = z.infer<typeof saleCallSchema>;

/** An insured person of the household: the quotation's person plus a name for the documents. */
export const insuredPersonSchema = quotationPersonSchema.extend({
  firstName: displayName().min(1).max(100).optional(),
  lastName: displayName().min(1).max(100).optional(),
});
export type InsuredPerson = z.infer<typeof insuredPersonSchema>;

/** Step 4's household: who is insured, where, from when (the quotation's input, kept on the sale). */
export const saleHouseholdSchema = z.object({
  postcode: singleLineText()
    .regex(POSTCODE_PATTERN, { message: 'A French postcode has five digits', abort: true })
    .refine(isFrenchPostcode, { message: 'This postcode is not in a French département' }),
  effectiveDate: z.iso
    .date()
    .refine((value) => value >= todayInFrance(), { message: 'The effective date cannot be in the past' })
    .refine((value) => value <= addYears(todayInFrance(), 1), {
      message: 'The effective date must be within one year',
    }),
  people: z
    .array(insuredPersonSchema)
    .min(1)
    .max(MAX_QUOTATION_CHILDREN + 2),
});
export type SaleHousehold = z.infer<typeof saleHouseholdSchema>;

/**
 * The household as a sale carries it in answers: its dates were checked against the day it was saved, so an
 * effective date that has since passed (any sale older than its start) must still read back.
 */
export const saleHouseholdRecordSchema = z.object({
  postcode: z.string(),
  effectiveDate: z.iso.date(),
  people: z.array(insuredPersonSchema),
});

/** The offer the agent recommended, as priced when it was picked, and why (kept for the DDA advice document). */
export const saleOfferSchema = z.object({
  productId: z.uuid(),
  productCode: z.string(),
  productName: z.string(),
  gammeCode: z.string(),
  monthlyTotalCents: z.number().int(),
  yearlyTotalCents: z.number().int(),
});
export type SaleOffer = z.infer<typeof saleOfferSchema>;

export const saleUserRefSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
export const saleCustomerSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const saleSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: saleStatusSchema,
  version: recordVersionSchema,
  seller: saleUserRefSchema.nullable(),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  companyId: z.uuid().nullable(),
  channel: saleChannelSchema.nullable(),
  callConsentAt: z.string().nullable(),
  recordingAnnouncedAt: z.string().nullable(),
  /** When the agent ended the call ("End call"): a phone sale cannot be signed while its call is open (issue 10). */
  callEndedAt: z.string().nullable(),
  customerId: z.uuid().nullable(),
  customer: saleCustomerSummarySchema.nullable(),
  formData: saleFormDataSchema.nullable(),
  providerType: z.string().nullable(),
  gammeCode: z.string().nullable(),
  answers: answersSchema,
  objectiveIds: z.array(z.uuid()),
  household: saleHouseholdRecordSchema.nullable(),
  quoteHash: z.string().nullable(),
  offer: saleOfferSchema.nullable(),
  recommendationReason: z.string().nullable(),
  lostReason: z.string().nullable(),
  statusChangedAt: z.string(),
  subscribedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The contract its quality validation created (status `contract`), else null (issue 11). */
  contractId: z.uuid().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleResponseSchema = recordResponseSchema(saleSchema);

/** `POST /ventes`: a new draft, usually with the call step filled. The seller is the caller. */
export const createSaleInputSchema = z.object({ call: saleCallSchema.optional() });
export type CreateSaleInput = z.input<typeof createSaleInputSchema>;

/**
 * `PUT /ventes/{id}`: the form's autosave. Each present step replaces that step; absent steps are kept.
 * `formData` names the product line and the answers; `objectiveIds` the project objectives.
 */
export const updateSaleInputSchema = z.object({
  ...expectedVersionFields,
  call: saleCallSchema.optional(),
  formData: saleFormDataSchema.optional(),
  objectiveIds: z.array(z.uuid()).max(50).optional(),
  household: saleHouseholdSchema.optional(),
  recommendationReason: multiLineText().min(1).max(4_000).optional(),
});
export type UpdateSaleInput = z.input<typeof updateSaleInputSchema>;

/** `PUT /ventes/{id}/status`. */
export const saleStatusInputSchema = z.object({
  ...expectedVersionFields,
  status: saleStatusSchema,
  reason: multiLineText().min(1).max(1_000).optional(),
});
export type SaleStatusInput = z.input<typeof saleStatusInputSchema>;

/** `POST /ventes/{id}/call/end`: the agent hangs up; signing may open once the call is over (issue 10). */
export const endSaleCallInputSchema = z.object({ ...expectedVersionFields });
export type EndSaleCallInput = z.input<typeof endSaleCallInputSchema>;

/** `PUT /ventes/{id}/quote-hash` (SPEC §7): links a quote; the sale becomes `quoted`. */
export const saleQuoteHashInputSchema = z.object({
  ...expectedVersionFields,
  quoteHash: singleLineText().min(1).max(100),
  providerType: providerTypeCodeSchema.optional(),
});
export type SaleQuoteHashInput = z.input<typeof saleQuoteHashInputSchema>;

export const SALE_SORTABLE = ['createdAt', 'updatedAt', 'number', 'status', 'monthlyPremium'] as const;
export type SaleSort = (typeof SALE_SORTABLE)[number];

/** `GET /ventes`: filters in the URL (issue 9); `search` matches the customer's name or phone, or the number. */
export const saleListQuerySchema = listQuerySchema(SALE_SORTABLE).extend({
  status: saleStatusSchema.optional(),
  sellerId: z.uuid().optional(),
  teamId: z.uuid().optional(),
  providerType: providerTypeCodeSchema.optional(),
  gammeCode: gammeCodeSchema.optional(),
  createdFrom: calendarDate().optional(),
  createdTo: calendarDate().optional(),
  premiumMinCents: z.coerce.number().int().min(0).max(100_000_000).optional(),
  premiumMaxCents: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;
/**
 * A row of `GET /ventes`: what the list shows and filters on. The needs analysis, the household, the offer and
 * the call's consents stay on the sale's own page: a page of 50 sales does not carry 50 people's health answers
 * and birth dates, and it stays small whatever the answers weigh.
 */
export const saleListItemSchema = saleSchema
  .pick({
    id: true,
    number: true,
    status: true,
    version: true,
    seller: true,
    team: true,
    companyId: true,
    channel: true,
    customerId: true,
    customer: true,
    providerType: true,
    gammeCode: true,
    statusChangedAt: true,
    createdAt: true,
    updatedAt: true,
    contractId: true,
  })
  .extend({
    monthlyPremiumCents: z.number().int().nullable().meta({
      description:
        "The chosen offer's monthly total in cents (the list's premium column and sort); null before a quote",
    }),
  });
export type SaleListItem = z.infer<typeof saleListItemSchema>;
export const saleListResponseSchema = listResponseSchema(saleListItemSchema);

/** `GET /ventes/status-counts`: the tabs' counts for the same filters without `status`. */
export const saleStatusCountsResponseSchema = z.object({
  data: z.record(saleStatusSchema, z.number().int()),
});
