import { z } from 'zod';
import { PAYMENT_FREQUENCIES } from '../customers/customers.schemas.ts';
import { gammeCodeSchema, providerTypeCodeSchema } from '../insurance/insurance.schemas.ts';
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { multiLineText } from '../text/text.schemas.ts';
import {
  insuredPersonSchema,
  saleCustomerSummarySchema,
  saleUserRefSchema,
} from '../ventes/ventes.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { CONTRACT_PAYMENT_METHODS, CONTRACT_STATUSES } from './contracts.rules.ts';

/** Contracts (`/contrats`, issue 11): created by a sale's validation, then withdrawn, cancelled or terminated. */

export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export const contractPaymentMethodSchema = z.enum(CONTRACT_PAYMENT_METHODS);

/** A document of the contract: one of the sale's signed (sealed) PDFs, or the signature's evidence. */
export const contractDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  version: z.number().int(),
  name: z.string(),
  downloadUrl: z.string(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

export const contractSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: contractStatusSchema,
  version: recordVersionSchema,
  saleId: z.uuid(),
  saleNumber: z.string(),
  customer: saleCustomerSummarySchema.nullable(),
  insuredPeople: z.array(insuredPersonSchema),
  /** The insurer (provider type) and the product. */
  providerType: z.string(),
  gammeCode: z.string(),
  productId: z.uuid().nullable(),
  productCode: z.string().nullable(),
  productName: z.string(),
  effectiveDate: z.string(),
  /** The next anniversary of the effective date after today (Europe/Paris): when the contract renews. */
  renewalDate: z.string(),
  monthlyPremiumCents: z.number().int(),
  yearlyPremiumCents: z.number().int(),
  paymentMethod: contractPaymentMethodSchema,
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES).nullable(),
  debitDay: z.number().int().nullable(),
  ibanMasked: z.string().nullable(),
  /** The SEPA mandate's unique reference (RUM), as printed on the sale's mandate. */
  mandateReference: z.string().nullable(),
  documents: z.array(contractDocumentSchema),
  agent: saleUserRefSchema.nullable(),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  companyId: z.uuid().nullable(),
  signedAt: z.string(),
  /** The last day of the 14-day withdrawal period (L112-9), `YYYY-MM-DD`. */
  withdrawalEndDate: z.string(),
  /** Whether a withdrawal asked now would be accepted (active and inside the period). */
  canWithdraw: z.boolean(),
  validatedAt: z.string(),
  validatedBy: saleUserRefSchema.nullable(),
  statusChangedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** The day the termination takes effect, and why. */
  terminationDate: z.string().nullable(),
  terminationReason: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractResponseSchema = recordResponseSchema(contractSchema);

export const CONTRACT_SORTABLE = [
  'signedAt',
  'effectiveDate',
  'number',
  'monthlyPremium',
  'status',
  'createdAt',
] as const;
export type ContractSort = (typeof CONTRACT_SORTABLE)[number];

/**
 * `GET /api/contrats` and `GET /api/contrats/export`: filters in the URL. `search` matches the number or the
 * customer's name or phone; `renewalMonth` is the effective date's month; newest signature first by default.
 */
export const contractListQuerySchema = listQuerySchema(CONTRACT_SORTABLE).extend({
  status: contractStatusSchema.optional(),
  providerType: providerTypeCodeSchema.optional(),
  gammeCode: gammeCodeSchema.optional(),
  agentId: z.uuid().optional(),
  teamId: z.uuid().optional(),
  effectiveFrom: calendarDate().optional(),
  effectiveTo: calendarDate().optional(),
  renewalMonth: z.coerce.number().int().min(1).max(12).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;
export const contractListResponseSchema = listResponseSchema(contractSchema);

/** The export takes the list's filters and sort; no paging (every matching contract, up to the export cap). */
export const contractExportQuerySchema = contractListQuerySchema.omit({ page: true, pageSize: true });
export type ContractExportQuery = z.infer<typeof contractExportQuerySchema>;
/** At most this many rows in one CSV export; narrow the filters beyond. */
export const CONTRACT_EXPORT_MAX_ROWS = 50_000;

const reasonText = multiLineText().min(1).max(1_000);

/** `POST /api/contrats/{id}/withdraw`: the customer's withdrawal; refused once the 14 days are over. */
export const withdrawContractInputSchema = z.object({
  ...expectedVersionFields,
  reason: reasonText.optional(),
});
export type WithdrawContractInput = z.input<typeof withdrawContractInputSchema>;

/** `POST /api/contrats/{id}/cancel`: the contract is void (never took effect for the customer); a reason is required. */
export const cancelContractInputSchema = z.object({ ...expectedVersionFields, reason: reasonText });
export type CancelContractInput = z.input<typeof cancelContractInputSchema>;

/** `POST /api/contrats/{id}/terminate`: ends the contract on `terminationDate`, for `reason`. */
export const terminateContractInputSchema = z.object({
  ...expectedVersionFields,
  terminationDate: calendarDate(),
  reason: reasonText,
});
export type TerminateContractInput = z.input<typeof terminateContractInputSchema>;

/** The agent's dashboard (issue 11): their contracts (or the scope's). */
export const dashboardContractRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: contractStatusSchema,
  customerName: z.string().nullable(),
  productName: z.string(),
  monthlyPremiumCents: z.number().int(),
  signedAt: z.string(),
  effectiveDate: z.string(),
});
export const dashboardContractsSchema = z.object({
  /** Active contracts in the caller's scope (all time). */
  active: z.number().int().min(0),
  /** Contracts created (validated) this month in the caller's scope. */
  thisMonth: z.number().int().min(0),
  /** Sum of the active contracts' monthly premiums. */
  activeMonthlyPremiumCents: z.number().int(),
  /** The latest contracts in the scope, newest first (at most 5). */
  recent: z.array(dashboardContractRowSchema),
});
export type DashboardContracts = z.infer<typeof dashboardContractsSchema>;
