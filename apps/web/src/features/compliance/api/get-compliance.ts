import { type ComplianceReport, complianceReportResponseSchema, type Locale } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the compliance reports: one per sale. */
export const complianceKeys = {
  all: ['compliance'] as const,
  report: (saleId: string) => ['compliance', 'report', saleId] as const,
};

/** GET /api/ventes/{id}/compliance: each phone-selling rule with its status and evidence. */
export const getCompliance = async (saleId: string, signal?: AbortSignal): Promise<ComplianceReport> =>
  complianceReportResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(saleId)}/compliance`, { signal }),
  ).data;

export const complianceQueryOptions = (saleId: string) =>
  queryOptions({
    queryKey: complianceKeys.report(saleId),
    queryFn: ({ signal }) => getCompliance(saleId, signal),
  });

export const useSaleCompliance = (saleId: string) => useQuery(complianceQueryOptions(saleId));

/** The report's PDF in the reader's language, opened in the browser's viewer. */
export const compliancePdfUrl = (saleId: string, locale: Locale) =>
  `/api/ventes/${encodeURIComponent(saleId)}/compliance.pdf?locale=${locale}`;
