import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { listQuerySchema, listResponseSchema } from '../lists/list.schemas.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { searchTerm } from '../text/text.schemas.ts';
import { DOCUMENT_KINDS } from './document-kinds.ts';

/** The documents routes of issue 10 (the lead's contract): the sale's current PDFs and the `/documents` list. */

export const documentKindSchema = z.enum(DOCUMENT_KINDS);

/**
 * One stored PDF of a sale: the current version of a kind, or its sealed copy once signed. `url` is the
 * download route (`/api/ventes/files/download/{fileId}`), which the browser opens in its own PDF viewer.
 */
export const saleDocumentLinkSchema = z.object({
  id: z.uuid(),
  saleId: z.uuid(),
  kind: documentKindSchema,
  version: z.number().int().min(1),
  locale: z.enum(LOCALES),
  size: z.number().int().min(0),
  sha256: z.string(),
  sealed: z.boolean(),
  createdAt: z.string(),
  url: z.string(),
});
export type SaleDocumentLink = z.infer<typeof saleDocumentLinkSchema>;

/** `GET /ventes/{id}/pdf-links`: `generating` while a (re)generation job has not finished. */
export const salePdfLinksSchema = z.object({
  generating: z.boolean(),
  documents: z.array(saleDocumentLinkSchema),
});
export type SalePdfLinks = z.infer<typeof salePdfLinksSchema>;
export const salePdfLinksResponseSchema = z.object({ data: salePdfLinksSchema });

/** `POST /ventes/{id}/regenerate-pdfs` → 202: a new version of each document is queued. */
export const regeneratePdfsResponseSchema = z.object({ data: z.object({ generating: z.literal(true) }) });

/** A document of the `/documents` list: the link with its sale and customer. */
export const documentRecordSchema = saleDocumentLinkSchema.extend({
  sale: z.object({ id: z.uuid(), number: z.string() }),
  customer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

export const DOCUMENT_SORTABLE = ['createdAt'] as const;

/** `GET /documents`: `search` matches the sale number or the customer's name; `from`/`to` are creation days. */
export const documentListQuerySchema = listQuerySchema(DOCUMENT_SORTABLE).extend({
  saleId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  kind: documentKindSchema.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  search: searchTerm().optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
export const documentListResponseSchema = listResponseSchema(documentRecordSchema);
