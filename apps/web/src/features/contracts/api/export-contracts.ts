import { apiRequest } from '@/lib/api-client';
import { downloadCsv, UTF8_BOM } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

/** Paging is the server's business for an export: every contract of the filter is in the file. */
const exportQuery = ({ page, pageSize, ...filters }: ListQueryParams): ListQueryParams => filters;

/**
 * GET /api/contrats/export with the list's filters, search and sort: the server writes the CSV (every matching
 * contract up to its cap), the browser downloads it as `contrats.csv`. Answers whether the cap cut the file.
 */
export const exportContractsCsv = async (
  query: ListQueryParams,
): Promise<{ rows: number; truncated: boolean }> => {
  const outcome = { rows: 0, truncated: false };
  const csv = await apiRequest<unknown>('/api/contrats/export', {
    query: exportQuery(query),
    timeoutMs: 60_000,
    onHeaders: (headers) => {
      outcome.rows = Number(headers.get('x-export-rows') ?? 0) || 0;
      outcome.truncated = headers.get('x-export-truncated') === 'true';
    },
  });
  const text = typeof csv === 'string' ? csv : '';
  // downloadCsv adds the byte order mark Excel needs; one from the server is not doubled.
  downloadCsv('contrats', text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text);
  return outcome;
};
