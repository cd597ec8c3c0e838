import { z } from 'zod';
import { gammeCodeSchema, providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema, queryBooleanSchema } from '../lists/list.schemas.ts';
import { displayName, multiLineText, singleLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { isFrenchPostcode, POSTCODE_PATTERN } from './postcode.ts';
import {
  AGE_RULE,
  addYears,
  ageAtEffectiveDate,
  BENEFICIARIES,
  QUOTATION_ROLES,
  REGIMES,
  todayInFrance,
} from './tariff-engine.ts';
import { MAX_TARIFF_AGE, MAX_TARIFF_CSV_LENGTH, TARIFF_ROW_ERROR_CODES } from './tariff-grid.ts';

/** Social-security regimes; codes the web translates (`products:regimes.<code>`). */
export const regimeSchema = z.enum(REGIMES);
export const beneficiarySchema = z.enum(BENEFICIARIES);
export const quotationRoleSchema = z.enum(QUOTATION_ROLES);

/** Cover families of a guarantees table, as codes the web translates. */
export const GUARANTEE_CATEGORIES = [
  'hospitalisation',
  'consultations',
  'pharmacy',
  'optical',
  'dental',
  'hearing',
  'alternative_medicine',
  'prevention',
  'assistance',
  'other',
] as const;
export type GuaranteeCategory = (typeof GUARANTEE_CATEGORIES)[number];

export const guaranteeInputSchema = z.object({
  category: z.enum(GUARANTEE_CATEGORIES),
  label: singleLineText().min(1).max(200),
  /** As the insurer states it: "300 % BR", "150 € / an", "Frais réels". */
  value: singleLineText().min(1).max(200),
});
export const guaranteeSchema = z.object({ category: z.string(), label: z.string(), value: z.string() });
export type Guarantee = z.infer<typeof guaranteeSchema>;

export const MAX_GUARANTEES = 100;

/** How a product prices the household beyond its grid (see tariff-engine.ts). */
export const pricingRulesSchema = z.object({
  freeFromChildRank: z.number().int().min(1).max(20).nullable(),
  childMaxAge: z.number().int().min(0).max(30),
  spouseDiscountPercent: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'At most two decimals',
    }),
});
export type PricingRules = z.infer<typeof pricingRulesSchema>;

export const DEFAULT_PRICING_RULES: PricingRules = {
  freeFromChildRank: 3,
  childMaxAge: 20,
  spouseDiscountPercent: 0,
};

export const PRODUCT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;
export const productCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(PRODUCT_CODE_PATTERN, 'Use upper-case letters, digits, hyphens and underscores (ESS_CONFORT)');

export const CURRENCIES = ['EUR'] as const;

/** What an offer or a list names of a product. */
export const productSummarySchema = z.object({
  id: z.uuid(),
  providerType: z.string(),
  gammeCode: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  active: z.boolean(),
  guarantees: z.array(guaranteeSchema),
  pricingRules: pricingRulesSchema,
  currency: z.string(),
  /** Rows of its tariff grid. */
  tariffRows: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: recordVersionSchema,
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTABLE = ['name', 'level', 'code', 'createdAt', 'updatedAt'] as const;
export type ProductSort = (typeof PRODUCT_SORTABLE)[number];

/**
 * `GET /products`: filters by provider type, gamme (a bare code lists its sub-lines' products too), activity;
 * search on code and name. Without a sort: gamme, then level, then code.
 */
export const productListQuerySchema = listQuerySchema(PRODUCT_SORTABLE).extend({
  providerType: providerTypeCodeSchema.optional(),
  gammeCode: gammeCodeSchema.optional(),
  active: queryBooleanSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const productNameSchema = displayName().min(1).max(200);
const levelSchema = z.number().int().min(1).max(20);
const descriptionSchema = multiLineText().max(2_000);
const guaranteesInputSchema = z.array(guaranteeInputSchema).max(MAX_GUARANTEES);

/** `POST /products`. The gamme must exist for the provider type; the code is unique per provider type. */
export const createProductInputSchema = z.object({
  providerType: providerTypeCodeSchema,
  gammeCode: gammeCodeSchema,
  code: productCodeSchema,
  name: productNameSchema,
  level: levelSchema.default(1),
  description: descriptionSchema.default(''),
  active: z.boolean().default(true),
  guarantees: guaranteesInputSchema.default([]),
  pricingRules: pricingRulesSchema.default(DEFAULT_PRICING_RULES),
});
export type CreateProductInput = z.input<typeof createProductInputSchema>;

/**
 * `PUT /products/{id}`: any subset; `pricingRules` may be partial (merged into the product's), `guarantees`
 * replaces the whole table. The provider type cannot change (sending it unchanged is accepted).
 */
export const updateProductInputSchema = z.object({
  ...expectedVersionFields,
  providerType: providerTypeCodeSchema.optional(),
  gammeCode: gammeCodeSchema.optional(),
  code: productCodeSchema.optional(),
  name: productNameSchema.optional(),
  level: levelSchema.optional(),
  description: descriptionSchema.optional(),
  active: z.boolean().optional(),
  guarantees: guaranteesInputSchema.optional(),
  pricingRules: pricingRulesSchema.partial().optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

export const tariffRowSchema = z.object({
  regime: z.string(),
  zone: z.number().int(),
  beneficiary: beneficiarySchema,
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  monthlyCents: z.number().int(),
});
export type TariffGridRow = z.infer<typeof tariffRowSchema>;

/** `GET /products/{id}/tariffs`: the whole grid in grid order, amounts in the product's currency. */
export const tariffGridResponseSchema = z.object({
  data: z.array(tariffRowSchema),
  currency: z.string(),
});

/** `PUT /products/{id}/tariffs/import`: the CSV text (see tariff-grid.ts for the columns). */
export const tariffImportInputSchema = z.object({
  csv: multiLineText().min(1).max(MAX_TARIFF_CSV_LENGTH),
});
export type TariffImportInput = z.infer<typeof tariffImportInputSchema>;

export const tariffImportResultSchema = z.object({
  data: z.object({
    productId: z.uuid(),
    /** Rows of the new grid. */
    rows: z.number().int(),
    /** Rows of the grid it replaced. */
    previousRows: z.number().int(),
    /** False when the file held exactly the grid already saved (nothing was written). */
    changed: z.boolean(),
  }),
});
export type TariffImportResult = z.infer<typeof tariffImportResultSchema>['data'];

/** The `details` of a refused import (400 VALIDATION_FAILED). */
export const tariffImportErrorDetailsSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      field: z.string(),
      code: z.enum(TARIFF_ROW_ERROR_CODES),
      message: z.string(),
    }),
  ),
  errorCount: z.number().int(),
  truncated: z.boolean(),
});
export type TariffImportErrorDetails = z.infer<typeof tariffImportErrorDetailsSchema>;

export const tariffZonesQuerySchema = z.object({ providerType: providerTypeCodeSchema });
export const tariffZonesResponseSchema = z.object({
  data: z.array(z.object({ departement: z.string(), zone: z.number().int() })),
  /** The zone of every département not listed. */
  defaultZone: z.number().int(),
});

// Quotation (`POST /products/quotation?providerType=…`)

export const MAX_QUOTATION_CHILDREN = 10;
export const MAX_QUOTATION_GAMMES = 50;
/** An effective date may lie up to this many years ahead. */
export const EFFECTIVE_DATE_MAX_YEARS_AHEAD = 1;

export const quotationQuerySchema = z.object({ providerType: providerTypeCodeSchema });
export type QuotationQuery = z.infer<typeof quotationQuerySchema>;

export const quotationPersonSchema = z.object({
  role: quotationRoleSchema,
  birthDate: z.iso
    .date()
    .refine((value) => value <= todayInFrance(), { message: 'The birth date must be in the past' }),
  regime: regimeSchema,
});
export type QuotationPersonInput = z.infer<typeof quotationPersonSchema>;

const peopleSchema = z
  .array(quotationPersonSchema)
  .min(1)
  .max(MAX_QUOTATION_CHILDREN + 2)
  .superRefine((people, context) => {
    const mains = people.flatMap((person, index) => (person.role === 'main' ? [index] : []));
    const spouses = people.flatMap((person, index) => (person.role === 'spouse' ? [index] : []));
    const children = people.filter((person) => person.role === 'child').length;
    if (mains.length === 0) {
      context.addIssue({ code: 'custom', message: 'Exactly one main insured person is required' });
    }
    for (const index of mains.slice(1)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'role'],
        message: 'Only one person can be the main insured',
      });
    }
    for (const index of spouses.slice(1)) {
      context.addIssue({ code: 'custom', path: [index, 'role'], message: 'At most one spouse' });
    }
    if (children > MAX_QUOTATION_CHILDREN) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_QUOTATION_CHILDREN} children` });
    }
  });

/**
 * The household to price: an effective date from today (in France) to one year ahead, the address's postcode,
 * optionally the gammes wanted (default: every gamme the caller may sell), and the people.
 */
export const quotationInputSchema = z
  .object({
    effectiveDate: z.iso
      .date()
      .refine((value) => value >= todayInFrance(), { message: 'The effective date cannot be in the past' })
      .refine((value) => value <= addYears(todayInFrance(), EFFECTIVE_DATE_MAX_YEARS_AHEAD), {
        message: 'The effective date must be within one year',
      }),
    postcode: singleLineText()
      .regex(POSTCODE_PATTERN, { message: 'A French postcode has five digits', abort: true })
      .refine(isFrenchPostcode, { message: 'This postcode is not in a French département' }),
    gammeCodes: z.array(gammeCodeSchema).min(1).max(MAX_QUOTATION_GAMMES).optional(),
    people: peopleSchema,
  })
  .superRefine((input, context) => {
    for (const [index, person] of input.people.entries()) {
      if (ageAtEffectiveDate(person.birthDate, input.effectiveDate) > MAX_TARIFF_AGE) {
        context.addIssue({
          code: 'custom',
          path: ['people', index, 'birthDate'],
          message: `Nobody over ${MAX_TARIFF_AGE} can be insured`,
        });
      }
    }
  });
export type QuotationInput = z.input<typeof quotationInputSchema>;

export const pricedPersonSchema = z.object({
  role: quotationRoleSchema,
  birthDate: z.string(),
  age: z.number().int(),
  regime: z.string(),
  zone: z.number().int(),
  beneficiary: beneficiarySchema,
  band: z.object({ ageMin: z.number().int(), ageMax: z.number().int() }),
  baseMonthlyCents: z.number().int(),
  monthlyCents: z.number().int(),
  free: z.boolean(),
  discountPercent: z.number(),
  childRank: z.number().int().nullable(),
});

export const offerExplanationSchema = z.object({
  providerType: z.string(),
  effectiveDate: z.string(),
  postcode: z.string(),
  departement: z.string(),
  zone: z.number().int(),
  /** The main insured's regime. */
  regime: z.string(),
  ageRule: z.literal(AGE_RULE),
  pricingRules: pricingRulesSchema,
});

export const pricedOfferSchema = z.object({
  product: productSummarySchema,
  guarantees: z.array(guaranteeSchema),
  currency: z.string(),
  monthlyTotalCents: z.number().int(),
  yearlyTotalCents: z.number().int(),
  people: z.array(pricedPersonSchema),
  explanation: offerExplanationSchema,
});
export type PricedOffer = z.infer<typeof pricedOfferSchema>;

export const UNPRICEABLE_CODES = ['NO_TARIFF', 'PROVIDER_ERROR'] as const;

export const unpriceableProductSchema = z.object({
  productId: z.uuid(),
  product: productSummarySchema,
  code: z.enum(UNPRICEABLE_CODES),
  reason: z.string(),
});
export type UnpriceableProduct = z.infer<typeof unpriceableProductSchema>;

export const quotationResultSchema = z.object({
  providerType: z.string(),
  effectiveDate: z.string(),
  departement: z.string(),
  /** The gamme codes whose active products were priced. */
  gammeCodes: z.array(z.string()),
  /** Cheapest first. */
  offers: z.array(pricedOfferSchema),
  unpriceable: z.array(unpriceableProductSchema),
});
export type QuotationResult = z.infer<typeof quotationResultSchema>;
export const quotationResponseSchema = z.object({ data: quotationResultSchema });
