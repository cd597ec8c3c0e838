import { recordKeys } from '@/lib/record-keys';

/** Query keys of documents; a sale's current PDFs sit under `documentKeys.all` too, so one invalidation reaches both. */
export const documentKeys = {
  ...recordKeys('documents'),
  pdfLinks: (saleId: string) => ['documents', 'pdf-links', saleId] as const,
};
