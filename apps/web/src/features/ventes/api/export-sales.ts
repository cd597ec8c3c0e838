import { REQUEST_TIMEOUTS } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadCsv, UTF8_BOM } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

/** Paging is the server's business for an export: every sale of the filter is in the file. */
const exportQuery = ({ page, pageSize, ...filters }: ListQueryParams): ListQueryParams => filters;

/**
 * GET /api/ventes/export.csv with the list's filters, search and sort: the server writes the file (every
 * matching sale, not just the page on screen), the browser downloads it as `ventes.csv`.
 */
export const exportSalesCsv = async (query: ListQueryParams): Promise<void> => {
  const csv = await apiRequest<unknown>('/api/ventes/export.csv', {
    query: exportQuery(query),
    timeoutMs: REQUEST_TIMEOUTS.saleList,
  });
  const text = typeof csv === 'string' ? csv : '';
  // downloadCsv adds the byte order mark Excel needs; one from the server is not doubled.
  downloadCsv('ventes', text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text);
};
