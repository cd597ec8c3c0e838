import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { listQuerySchema, listResponseSchema, recordResponseSchema } from '../lists/list.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';

/** The emails the product sends (issue 10); each is a template rendered in the customer's language. */
export const EMAIL_TEMPLATES = [
  'signature_request',
  'documents_sent',
  'signature_completed',
  'quality_rejected',
  'quality_call_back',
  'password_reset',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
export const emailTemplateSchema = z.enum(EMAIL_TEMPLATES);

/** `queued` → `sending` → `sent` | `failed`; a failed attempt is retried by the job queue, a resend re-queues. */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const emailStatusSchema = z.enum(EMAIL_STATUSES);

export const emailLocaleSchema = z.enum(LOCALES);

/** An address as people type it; the mail transport checks deliverability. */
export const emailAddressSchema = z.email().max(254);

/** A recorded email as the API shows it; the template's data stays on the server (it may hold a signing link). */
export const emailRecordSchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  template: emailTemplateSchema,
  locale: emailLocaleSchema,
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string().nullable(),
  sentAt: z.string().nullable(),
  sale: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

export const EMAIL_SORT_COLUMNS = ['createdAt', 'updatedAt', 'sentAt', 'recipient', 'status'] as const;

/** `search` matches the recipient's address. */
export const emailListQuerySchema = listQuerySchema(EMAIL_SORT_COLUMNS).extend({
  status: emailStatusSchema.optional(),
  template: emailTemplateSchema.optional(),
  saleId: z.uuid().optional(),
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

export const emailListResponseSchema = listResponseSchema(emailRecordSchema);
export const emailResponseSchema = recordResponseSchema(emailRecordSchema);

/** The development outbox: what the outbox transport kept for one address, newest first. */
export const mailOutboxQuerySchema = z.object({ to: singleLineText().pipe(emailAddressSchema) });
export const mailOutboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  messageId: z.string(),
  createdAt: z.string(),
});
export type MailOutboxMessage = z.infer<typeof mailOutboxMessageSchema>;
export const mailOutboxResponseSchema = z.object({ data: z.array(mailOutboxMessageSchema) });
