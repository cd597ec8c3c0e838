import { z } from 'zod';
import { documentKindSchema } from '../documents/documents-api.schemas.ts';
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { multiLineText, searchTerm, singleLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { SIGNATURE_STATUSES } from './signatures.rules.ts';

/** The signature routes of issue 10 (the lead's contract): staff requests and the customer's public page. */

export const signatureStatusSchema = z.enum(SIGNATURE_STATUSES);

/** `POST /document-signature/create-combined`: one request for the sale's documents (default: its current ones). */
export const createCombinedSignatureInputSchema = z.object({
  venteId: z.uuid(),
  quoteHash: singleLineText().min(1).max(100).optional(),
  documentIds: z.array(z.uuid()).min(1).max(20).optional(),
  sendSms: z.boolean().optional(),
});
export type CreateCombinedSignatureInput = z.input<typeof createCombinedSignatureInputSchema>;

/** SPEC §7's answer: `{ success, mainDocumentSignature: { signatureLinks } }`; `url` is the absolute public link. */
export const createCombinedSignatureResponseSchema = z.object({
  success: z.literal(true),
  mainDocumentSignature: z.object({
    id: z.uuid(),
    status: signatureStatusSchema,
    signatureLinks: z.array(z.object({ signerName: z.string(), url: z.string() })),
  }),
});
export type CreateCombinedSignatureResponse = z.infer<typeof createCombinedSignatureResponseSchema>;

export const signatureRequestSummarySchema = z.object({
  id: z.uuid(),
  saleId: z.uuid(),
  saleNumber: z.string(),
  quoteHash: z.string().nullable(),
  status: signatureStatusSchema,
  signerName: z.string(),
  signerPhoneMasked: z.string(),
  signerEmail: z.string().nullable(),
  sentAt: z.string(),
  opensAt: z.string(),
  openedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  expiresAt: z.string(),
  version: recordVersionSchema,
});
export type SignatureRequestSummary = z.infer<typeof signatureRequestSummarySchema>;

/** A document under signature: its sha256 before, and after sealing once signed. */
export const signatureDocumentSchema = z.object({
  id: z.uuid(),
  kind: documentKindSchema,
  version: z.number().int().min(1),
  sha256Before: z.string(),
  sha256After: z.string().nullable(),
  url: z.string(),
  sealedUrl: z.string().nullable(),
});
export type SignatureDocument = z.infer<typeof signatureDocumentSchema>;

/**
 * One evidence event (append-only, chained on the server). `type` is the server's name (`sent`, `opened`,
 * `code_sent`…): read as text so a type added later still shows on the staff page.
 */
export const signatureEventSchema = z.object({
  sequence: z.number().int().min(0),
  type: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
});
export type SignatureEvent = z.infer<typeof signatureEventSchema>;

export const signatureRequestDetailSchema = signatureRequestSummarySchema.extend({
  documents: z.array(signatureDocumentSchema),
  events: z.array(signatureEventSchema),
  evidenceUrl: z.string().nullable(),
  /** Only while the request is `sent` or `opened`. */
  signingLink: z.string().nullable(),
});
export type SignatureRequestDetail = z.infer<typeof signatureRequestDetailSchema>;
export const signatureRequestResponseSchema = recordResponseSchema(signatureRequestDetailSchema);

/** `GET /document-signature/document?quoteHash=`: the latest request for that quote, or null. */
export const signatureByQuoteQuerySchema = z.object({ quoteHash: singleLineText().min(1).max(100) });
export const signatureByQuoteResponseSchema = z.object({ data: signatureRequestDetailSchema.nullable() });

export const SIGNATURE_SORTABLE = ['sentAt'] as const;

/** `GET /signatures`: `search` matches the signer's name or the sale number. */
export const signatureListQuerySchema = listQuerySchema(SIGNATURE_SORTABLE).extend({
  status: signatureStatusSchema.optional(),
  saleId: z.uuid().optional(),
  search: searchTerm().optional(),
});
export type SignatureListQuery = z.infer<typeof signatureListQuerySchema>;
export const signatureListResponseSchema = listResponseSchema(signatureRequestSummarySchema);

/** `POST /signatures/{id}/resend` and `/cancel`: the version the page showed. */
export const signatureVersionInputSchema = z.object({ ...expectedVersionFields });
export type SignatureVersionInput = z.input<typeof signatureVersionInputSchema>;

/** Why the customer cannot sign yet: the phone-sale delay, or the sale's call still open. */
export const SIGNING_BLOCKERS = ['not_open_yet', 'call_open'] as const;
export type SigningBlocker = (typeof SIGNING_BLOCKERS)[number];

/** `GET /public/sign/{token}`: what the customer's signing page shows. */
export const publicSigningViewSchema = z.object({
  status: signatureStatusSchema,
  customerName: z.string(),
  brokerageName: z.string(),
  saleNumber: z.string(),
  phoneMasked: z.string(),
  opensAt: z.string(),
  signingOpen: z.boolean(),
  blockedBy: z.enum(SIGNING_BLOCKERS).nullable(),
  signedAt: z.string().nullable(),
  documents: z.array(z.object({ id: z.uuid(), kind: documentKindSchema, url: z.string() })),
});
export type PublicSigningView = z.infer<typeof publicSigningViewSchema>;
export const publicSigningViewResponseSchema = z.object({ data: publicSigningViewSchema });

/** `POST /public/sign/{token}/code` → when the texted code stops working. */
export const signingCodeResponseSchema = z.object({ data: z.object({ expiresAt: z.string() }) });

/** `POST /public/sign/{token}/sign`. */
export const signInputSchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  /** Must be true; false is refused with CONSENT_REQUIRED rather than a bare validation error. */
  consent: z.boolean(),
});
export type SignInput = z.input<typeof signInputSchema>;
export const signResponseSchema = z.object({ data: z.object({ status: z.literal('signed') }) });

/** The customer declines to sign; the reason, if given, goes into the evidence and the adviser reads it. */
export const DECLINE_REASON_MAX_LENGTH = 500;
export const declineSigningInputSchema = z.object({
  reason: multiLineText().max(DECLINE_REASON_MAX_LENGTH).optional(),
});
export type DeclineSigningInput = z.input<typeof declineSigningInputSchema>;
export const declineSigningResponseSchema = z.object({ data: z.object({ status: z.literal('declined') }) });
