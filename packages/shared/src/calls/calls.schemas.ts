import { z } from 'zod';
import { phoneNumberSchema } from '../auth/auth.schemas.ts';
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { multiLineText, singleLineText } from '../text/text.schemas.ts';
import { CALL_BLOCK_REASONS } from './calls.errors.ts';

/** The call log and the do-not-call list of the phone-selling rules (issue 11). */

export const CALL_OUTCOMES = ['no_answer', 'refused', 'call_back', 'interested'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const callOutcomeSchema = z.enum(CALL_OUTCOMES);

export const callAgentSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * One attempt to reach a prospect or customer, recorded on a sale. `phoneNumber` (E.164) is the number dialled;
 * the attempt the sale form's first step records is made before the customer is known, so it may have none
 * (and no `customerId`): the rules reach it through its sale's customer.
 */
export const callAttemptSchema = z.object({
  id: z.uuid(),
  saleId: z.uuid(),
  customerId: z.uuid().nullable(),
  agent: callAgentSchema.nullable(),
  phoneNumber: z.string().nullable(),
  at: z.string(),
  outcome: callOutcomeSchema,
  callBackAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type CallAttempt = z.infer<typeof callAttemptSchema>;
export const callAttemptListResponseSchema = z.object({ data: z.array(callAttemptSchema) });
export const callAttemptResponseSchema = recordResponseSchema(callAttemptSchema);

/**
 * `POST /ventes/{id}/calls`: an attempt made now (the server's clock). The number defaults to the sale's
 * customer's phone. A refusal may put the number on the do-not-call list at once.
 */
export const createCallAttemptInputSchema = z
  .object({
    outcome: callOutcomeSchema,
    phoneNumber: phoneNumberSchema.optional(),
    callBackAt: z.iso.datetime({ offset: true }).optional(),
    note: multiLineText().max(2_000).optional(),
    addToOppositionList: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    if (input.outcome === 'call_back' && !input.callBackAt) {
      context.addIssue({ code: 'custom', path: ['callBackAt'], message: 'A call back needs its time' });
    }
    if (input.outcome !== 'call_back' && input.callBackAt) {
      context.addIssue({ code: 'custom', path: ['callBackAt'], message: 'Only a call back has a time' });
    }
    if (input.addToOppositionList && input.outcome !== 'refused') {
      context.addIssue({
        code: 'custom',
        path: ['addToOppositionList'],
        message: 'Only a refused call adds the number to the do-not-call list',
      });
    }
  });
export type CreateCallAttemptInput = z.input<typeof createCallAttemptInputSchema>;

/** Whether a call may be made now and, if not, why and from when (`allowedFrom`, ISO 8601, null: no date). */
export const callEligibilitySchema = z.object({
  phoneNumber: z.string().nullable(),
  allowed: z.boolean(),
  reason: z.enum(CALL_BLOCK_REASONS).nullable(),
  allowedFrom: z.string().nullable(),
  /** Attempts to this prospect inside the frequency window, and the limit. */
  attemptsInWindow: z.number().int(),
  maxAttempts: z.number().int(),
  underContract: z.boolean(),
  opposed: z.boolean(),
});
export type CallEligibility = z.infer<typeof callEligibilitySchema>;
export const callEligibilityResponseSchema = recordResponseSchema(callEligibilitySchema);

/**
 * The by-number answer (`GET /calls/eligibility?phone=`): only whether, why not and from when. Anyone with
 * ventes:read may ask about any number, so it tells nothing of the prospect's contracts or attempts.
 */
export const phoneCallEligibilitySchema = callEligibilitySchema.pick({
  allowed: true,
  reason: true,
  allowedFrom: true,
});
export type PhoneCallEligibility = z.infer<typeof phoneCallEligibilitySchema>;
export const phoneCallEligibilityResponseSchema = recordResponseSchema(phoneCallEligibilitySchema);

/** `GET /calls/eligibility?phone=`: a number not yet tied to a sale (before dialling a new prospect). */
export const callEligibilityQuerySchema = z.object({ phone: phoneNumberSchema });

export const OPPOSITION_SOURCES = ['csv', 'refused_call', 'customer_request'] as const;
export type OppositionSource = (typeof OPPOSITION_SOURCES)[number];
export const oppositionSourceSchema = z.enum(OPPOSITION_SOURCES);

/** A number on the brokerage's do-not-call list (one entry per number). */
export const oppositionEntrySchema = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  source: oppositionSourceSchema,
  reason: z.string().nullable(),
  saleId: z.uuid().nullable(),
  createdAt: z.string(),
  createdBy: callAgentSchema.nullable(),
});
export type OppositionEntry = z.infer<typeof oppositionEntrySchema>;
export const oppositionEntryResponseSchema = recordResponseSchema(oppositionEntrySchema);

export const OPPOSITION_SORTABLE = ['createdAt', 'phoneNumber'] as const;
/** `GET /opposition-numbers`: `search` matches the number's digits; `source` filters. */
export const oppositionListQuerySchema = listQuerySchema(OPPOSITION_SORTABLE).extend({
  source: oppositionSourceSchema.optional(),
});
export type OppositionListQuery = z.infer<typeof oppositionListQuerySchema>;
export const oppositionListResponseSchema = listResponseSchema(oppositionEntrySchema);

/** `POST /opposition-numbers` (source `customer_request`). */
export const createOppositionInputSchema = z.object({
  phoneNumber: phoneNumberSchema,
  reason: singleLineText().max(500).optional(),
});
export type CreateOppositionInput = z.input<typeof createOppositionInputSchema>;

/** `POST /ventes/{id}/opposition`: the sale's customer asks not to be called again. */
export const saleOppositionInputSchema = z.object({ reason: singleLineText().max(500).optional() });
export type SaleOppositionInput = z.input<typeof saleOppositionInputSchema>;

export const MAX_OPPOSITION_CSV_LENGTH = 500_000;

/** `POST /opposition-numbers/import`: CSV text, one number per line (first column; a header line is skipped). */
export const oppositionImportInputSchema = z.object({
  csv: multiLineText().min(1).max(MAX_OPPOSITION_CSV_LENGTH),
});
export type OppositionImportInput = z.input<typeof oppositionImportInputSchema>;

export const oppositionImportResultSchema = z.object({
  data: z.object({
    added: z.number().int(),
    duplicates: z.array(z.object({ line: z.number().int(), phoneNumber: z.string() })),
    invalid: z.array(z.object({ line: z.number().int(), value: z.string() })),
  }),
});
export type OppositionImportResult = z.infer<typeof oppositionImportResultSchema>['data'];
