import { REQUEST_TIMEOUTS } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadCsv, UTF8_BOM } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

/** Paging is the server's business for an export: every sale of the filter is in the file. */
const exportQuery = ({ page, pageSize, ...filters }: ListQueryParams): ListQueryParams => filters;

/** What the server said of the file: how many rows it holds and whether the cap cut the list short. */
export interface SalesExportOutcome {
  rows: number;
  truncated: boolean;
}

/**
 * GET /api/ventes/export.csv with the list's filters, search and sort: the server writes the file (every
 * matching sale up to its cap, not just the page on screen), the browser downloads it as `ventes.csv`. The
 * answer's `X-Export-Rows` and `X-Export-Truncated` headers say whether the cap cut the list.
 */
export const exportSalesCsv = async (query: ListQueryParams): Promise<SalesExportOutcome> => {
  const outcome: SalesExportOutcome = { rows: 0, truncated: false };
  const csv = await apiRequest<unknown>('/api/ventes/export.csv', {
    query: exportQuery(query),
    timeoutMs: REQUEST_TIMEOUTS.saleList,
    onHeaders: (headers) => {
      outcome.rows = Number(headers.get('x-export-rows') ?? 0) || 0;
      outcome.truncated = headers.get('x-export-truncated') === 'true';
    },
  });
  const text = typeof csv === 'string' ? csv : '';
  // downloadCsv adds the byte order mark Excel needs; one from the server is not doubled.
  downloadCsv('ventes', text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text);
  return outcome;
};
