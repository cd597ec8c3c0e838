import type { TariffCsvRecord, TariffRowError } from '@brokerage/shared';
import Papa from 'papaparse';

/**
 * Reads CSV text into records that know the line they start on (1-based; a quoted value may span lines).
 * Commas, semicolons (spreadsheets set to French) and tabs are recognised as delimiters; a byte-order mark and
 * Windows line ends are accepted. Quoting mistakes come back as errors on their line.
 */
export const parseTariffCsv = (text: string): { records: TariffCsvRecord[]; errors: TariffRowError[] } => {
  const csv = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: TariffCsvRecord[] = [];
  const errors: TariffRowError[] = [];
  let scanned = 0;
  let newlines = 0;
  let start = 0;
  Papa.parse<string[]>(csv, {
    delimitersToGuess: [',', ';', '\t'],
    newline: '\n',
    step: (result) => {
      // A record starts where the previous one ended (the cursor is past its line break).
      for (; scanned < start && scanned < csv.length; scanned += 1) {
        if (csv[scanned] === '\n') newlines += 1;
      }
      const line = newlines + 1;
      records.push({ line, fields: result.data });
      for (const error of result.errors) {
        if (error.type === 'Delimiter') continue;
        errors.push({
          line,
          field: 'row',
          code: 'MALFORMED',
          message: `This line is not valid CSV: ${error.message}.`,
        });
      }
      start = result.meta.cursor;
    },
  });
  return { records, errors };
};
