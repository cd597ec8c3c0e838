import { type ListResponse, MAX_PAGE_SIZE } from '@brokerage/shared';
import Papa from 'papaparse';

/** One exported column: its header (already translated) and how to read a row's cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** Excel reads a UTF-8 file as such only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Rows to CSV text (RFC 4180 quoting by papaparse). Cells starting with = + - @ are prefixed with a quote so a
 * spreadsheet never evaluates them as formulas (CSV injection); phone numbers in E.164 start with '+', so
 * numbers-looking values such as '+33612345678' are kept as they are.
 */
export const toCsv = <Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  delimiter: CsvDelimiter = ',',
): string =>
  Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => safeCell(column.value(row)))),
    },
    { newline: '\r\n', delimiter },
  );

export type CsvDelimiter = ',' | ';';

/**
 * The separator a spreadsheet expects in the user's language: French Excel reads ';' (',' is its decimal
 * mark), English and Arabic read ','. Every export starts with the BOM (downloadCsv) so accents survive.
 */
export const csvDelimiterFor = (language: string): CsvDelimiter =>
  language.toLowerCase().startsWith('fr') ? ';' : ',';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().]*$/;

const safeCell = (value: string | number | null | undefined): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
};

/** Offers the text as a file download, with the BOM Excel needs. */
export const downloadCsv = (fileName: string, csv: string): void => {
  const blob = new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** Enough for an export of an administration list; beyond this the export stops rather than hang the tab. */
export const MAX_EXPORT_ROWS = 10_000;

/**
 * Every row of a server-paged list, fetched page by page at the largest page size the API accepts. Used by the
 * DataTable's `exportCsv.fetchAll`: `fetchAllPages((page, pageSize) => apiRequest(path, { query: { ...query, page, pageSize } }))`.
 */
export const fetchAllPages = async <Row>(
  fetchPage: (page: number, pageSize: number) => Promise<ListResponse<Row>>,
  { pageSize = MAX_PAGE_SIZE, maxRows = MAX_EXPORT_ROWS }: { pageSize?: number; maxRows?: number } = {},
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let page = 1; rows.length < maxRows; page += 1) {
    const response = await fetchPage(page, pageSize);
    rows.push(...response.data);
    if (response.data.length === 0 || rows.length >= response.total) break;
  }
  return rows.slice(0, maxRows);
};
