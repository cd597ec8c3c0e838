import { type SalePdfLinks, salePdfLinksResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents/api/document-keys';
import { apiRequest } from '@/lib/api-client';

/** How often the sale page asks again while its documents are being generated. */
export const PDF_LINKS_POLL_MS = 2_000;

/** GET /api/ventes/{id}/pdf-links: the sale's current documents (and sealed copies once signed). */
export const getPdfLinks = async (saleId: string, signal?: AbortSignal): Promise<SalePdfLinks> =>
  salePdfLinksResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(saleId)}/pdf-links`, { signal }),
  ).data;

export const pdfLinksQueryOptions = (saleId: string) =>
  queryOptions({
    queryKey: documentKeys.pdfLinks(saleId),
    queryFn: ({ signal }) => getPdfLinks(saleId, signal),
    // While a generation job runs, ask every 2 s until it is done.
    refetchInterval: (query) => (query.state.data?.generating ? PDF_LINKS_POLL_MS : false),
  });

/** The sale's documents; `enabled` is false for a user without DocumentModule read or a sale without any yet. */
export const useSalePdfLinks = (saleId: string, enabled = true) =>
  useQuery({ ...pdfLinksQueryOptions(saleId), enabled });
