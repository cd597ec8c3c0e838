import { recordKeys } from '@/lib/record-keys';

/** Query keys of signature requests; the request of a quote (sale page) sits under `signatureKeys.all` too. */
export const signatureKeys = {
  ...recordKeys('signatures'),
  byQuote: (quoteHash: string) => ['signatures', 'by-quote', quoteHash] as const,
};
