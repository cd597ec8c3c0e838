import { apiRequest } from '@/lib/api-client';
import { downloadCsv, UTF8_BOM } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

/** Paging is the server's business for an export: every row of the filter is in the file. */
const exportQuery = ({ page, pageSize, ...filters }: ListQueryParams): ListQueryParams => filters;

/**
 * An export the server writes (`GET …/export` with the list's filters, search and sort, up to its cap): the
 * browser downloads it as `<fileName>.csv`. Answers how many rows it holds and whether the cap cut it.
 */
export const downloadServerCsv = async (
  path: string,
  fileName: string,
  query: ListQueryParams,
): Promise<{ rows: number; truncated: boolean }> => {
  const outcome = { rows: 0, truncated: false };
  const csv = await apiRequest<unknown>(path, {
    query: exportQuery(query),
    timeoutMs: 60_000,
    onHeaders: (headers) => {
      outcome.rows = Number(headers.get('x-export-rows') ?? 0) || 0;
      outcome.truncated = headers.get('x-export-truncated') === 'true';
    },
  });
  const text = typeof csv === 'string' ? csv : '';
  // downloadCsv adds the byte order mark Excel needs; one from the server is not doubled.
  downloadCsv(fileName, text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text);
  return outcome;
};
