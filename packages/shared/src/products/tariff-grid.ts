import { BENEFICIARIES, type Beneficiary, REGIMES, type TariffRow } from './tariff-engine.ts';

/**
 * A product's tariff grid as CSV (issue 4): one header line, then one row per age band. Amounts are euros
 * with a dot decimal (`45.90`); a decimal comma is accepted on import for spreadsheets set to French.
 * Parsing the CSV text itself is the caller's job (a real CSV parser); these functions judge the records.
 */

export const TARIFF_CSV_COLUMNS = [
  'regime',
  'zone',
  'beneficiary',
  'age_min',
  'age_max',
  'monthly_eur',
] as const;
export type TariffCsvColumn = (typeof TARIFF_CSV_COLUMNS)[number];

export const MIN_TARIFF_ZONE = 1;
export const MAX_TARIFF_ZONE = 9;
export const MAX_TARIFF_AGE = 120;
/** 99,999.99 € a month: far above any real premium, far below the integer column's limit. */
export const MAX_MONTHLY_CENTS = 9_999_999;
export const MAX_TARIFF_ROWS = 10_000;
/** The CSV text of an import, in characters. */
export const MAX_TARIFF_CSV_LENGTH = 1_000_000;

export const TARIFF_ROW_ERROR_CODES = [
  'EMPTY',
  'MALFORMED',
  'MISSING_COLUMN',
  'UNKNOWN_COLUMN',
  'DUPLICATE_COLUMN',
  'TOO_MANY_ROWS',
  'EXTRA_FIELDS',
  'REQUIRED',
  'UNKNOWN_REGIME',
  'INVALID_ZONE',
  'INVALID_BENEFICIARY',
  'INVALID_AGE',
  'AGE_RANGE',
  'INVALID_AMOUNT',
  'OVERLAP',
] as const;
export type TariffRowErrorCode = (typeof TARIFF_ROW_ERROR_CODES)[number];

/** One problem of an import: the line (1-based, the header is line 1), the column, a stable code, a message. */
export interface TariffRowError {
  line: number;
  field: string;
  code: TariffRowErrorCode;
  message: string;
}

/** One parsed CSV record and the line it starts on. */
export interface TariffCsvRecord {
  line: number;
  fields: string[];
}

/** `4590` → `'45.90'`. */
export const formatEuros = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

/** `'45.90'`, `'45,9'` or `'45'` → cents; null for anything else (signs, thousands separators, 3 decimals). */
export const parseEuros = (text: string): number | null => {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, units = '0', decimals = ''] = match;
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
};

const BENEFICIARY_ORDER: Record<Beneficiary, number> = { child: 0, adult: 1 };

/** Grid order: regime, zone, children before adults, then age. Answers a new array. */
export const sortTariffRows = <Row extends TariffRow>(rows: readonly Row[]): Row[] =>
  [...rows].sort(
    (left, right) =>
      left.regime.localeCompare(right.regime, 'en') ||
      left.zone - right.zone ||
      BENEFICIARY_ORDER[left.beneficiary] - BENEFICIARY_ORDER[right.beneficiary] ||
      left.ageMin - right.ageMin,
  );

/** The grid as CSV text, header first, in grid order (no value needs quoting). */
export const tariffGridToCsv = (rows: readonly TariffRow[]): string => {
  const lines = sortTariffRows(rows).map((row) =>
    [row.regime, row.zone, row.beneficiary, row.ageMin, row.ageMax, formatEuros(row.monthlyCents)].join(','),
  );
  return `${[TARIFF_CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
};

const isBlank = (record: TariffCsvRecord) => record.fields.every((field) => field.trim() === '');

const REGIME_LIST = REGIMES.join(', ');

type RowCheck = { row: TariffRow & { line: number } } | { errors: TariffRowError[] };

const integerIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

const checkRecord = (
  record: TariffCsvRecord,
  columns: Map<TariffCsvColumn, number>,
  width: number,
): RowCheck => {
  const errors: TariffRowError[] = [];
  const fail = (field: string, code: TariffRowErrorCode, message: string) =>
    errors.push({ line: record.line, field, code, message });
  if (record.fields.length > width && record.fields.slice(width).some((field) => field.trim() !== '')) {
    fail(
      'row',
      'EXTRA_FIELDS',
      `This row has ${record.fields.length} values; the header names ${width} columns.`,
    );
  }
  const value = (column: TariffCsvColumn): string | null => {
    const text = record.fields[columns.get(column) ?? -1]?.trim() ?? '';
    if (text === '') {
      fail(column, 'REQUIRED', `The ${column} value is missing.`);
      return null;
    }
    return text;
  };

  const regimeText = value('regime');
  const regime = regimeText?.toLowerCase();
  if (regimeText !== null && !REGIMES.includes(regime as (typeof REGIMES)[number])) {
    fail('regime', 'UNKNOWN_REGIME', `Unknown regime '${regimeText}'; use one of ${REGIME_LIST}.`);
  }
  const zoneText = value('zone');
  const zone = zoneText === null ? null : integerIn(zoneText, MIN_TARIFF_ZONE, MAX_TARIFF_ZONE);
  if (zoneText !== null && zone === null) {
    fail(
      'zone',
      'INVALID_ZONE',
      `The zone '${zoneText}' must be a whole number from ${MIN_TARIFF_ZONE} to ${MAX_TARIFF_ZONE}.`,
    );
  }
  const beneficiaryText = value('beneficiary');
  const beneficiary = beneficiaryText?.toLowerCase();
  if (beneficiaryText !== null && !BENEFICIARIES.includes(beneficiary as Beneficiary)) {
    fail(
      'beneficiary',
      'INVALID_BENEFICIARY',
      `Unknown beneficiary '${beneficiaryText}'; use adult or child.`,
    );
  }
  const ages = (['age_min', 'age_max'] as const).map((column) => {
    const text = value(column);
    const age = text === null ? null : integerIn(text, 0, MAX_TARIFF_AGE);
    if (text !== null && age === null) {
      fail(column, 'INVALID_AGE', `The age '${text}' must be a whole number from 0 to ${MAX_TARIFF_AGE}.`);
    }
    return age;
  });
  const [ageMin, ageMax] = ages;
  if (ageMin != null && ageMax != null && ageMin > ageMax) {
    fail('age_max', 'AGE_RANGE', `The band ends at ${ageMax}, before it starts at ${ageMin}.`);
  }
  const amountText = value('monthly_eur');
  const monthlyCents = amountText === null ? null : parseEuros(amountText);
  if (
    amountText !== null &&
    (monthlyCents === null || monthlyCents <= 0 || monthlyCents > MAX_MONTHLY_CENTS)
  ) {
    fail(
      'monthly_eur',
      'INVALID_AMOUNT',
      `The amount '${amountText}' must be a positive number of euros with at most 2 decimals, such as 45.90.`,
    );
  }
  if (errors.length > 0 || zone === null || ageMin == null || ageMax == null || monthlyCents === null) {
    return { errors };
  }
  return {
    row: {
      line: record.line,
      regime: regime as string,
      zone,
      beneficiary: beneficiary as Beneficiary,
      ageMin,
      ageMax,
      monthlyCents,
    },
  };
};

/** Bands of one regime, zone and beneficiary that share an age; each is reported on the later line. */
export const findOverlaps = (rows: readonly (TariffRow & { line: number })[]): TariffRowError[] => {
  const groups = new Map<string, (TariffRow & { line: number })[]>();
  for (const row of rows) {
    const key = `${row.regime}|${row.zone}|${row.beneficiary}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const errors: TariffRowError[] = [];
  for (const group of groups.values()) {
    const ordered = [...group].sort((left, right) => left.ageMin - right.ageMin || left.line - right.line);
    let widest: (TariffRow & { line: number }) | undefined;
    for (const row of ordered) {
      if (widest && row.ageMin <= widest.ageMax) {
        errors.push({
          line: row.line,
          field: 'age_min',
          code: 'OVERLAP',
          message: `Ages ${row.ageMin}–${row.ageMax} overlap the band ${widest.ageMin}–${widest.ageMax} on line ${widest.line} (same regime, zone and beneficiary).`,
        });
      }
      if (!widest || row.ageMax > widest.ageMax) widest = row;
    }
  }
  return errors;
};

/**
 * Judges every record of an import (the first is the header). Answers the grid, or every problem found, in
 * line order; a grid is only good when there are no errors at all.
 */
export const validateTariffRecords = (
  records: readonly TariffCsvRecord[],
): { rows: TariffRow[]; errors: TariffRowError[] } => {
  const [header, ...rest] = records.filter((record) => !isBlank(record));
  if (!header) {
    return {
      rows: [],
      errors: [{ line: 1, field: 'header', code: 'EMPTY', message: 'The file is empty.' }],
    };
  }
  const headerErrors: TariffRowError[] = [];
  const columns = new Map<TariffCsvColumn, number>();
  header.fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if (name === '' && index >= TARIFF_CSV_COLUMNS.length) return;
    if (!TARIFF_CSV_COLUMNS.includes(name as TariffCsvColumn)) {
      headerErrors.push({
        line: header.line,
        field: 'header',
        code: 'UNKNOWN_COLUMN',
        message: `Unknown column '${raw.trim()}'; the columns are ${TARIFF_CSV_COLUMNS.join(', ')}.`,
      });
    } else if (columns.has(name as TariffCsvColumn)) {
      headerErrors.push({
        line: header.line,
        field: name,
        code: 'DUPLICATE_COLUMN',
        message: `The column ${name} appears twice.`,
      });
    } else {
      columns.set(name as TariffCsvColumn, index);
    }
  });
  for (const column of TARIFF_CSV_COLUMNS) {
    if (!columns.has(column)) {
      headerErrors.push({
        line: header.line,
        field: column,
        code: 'MISSING_COLUMN',
        message: `The header lacks the column ${column}.`,
      });
    }
  }
  if (headerErrors.length > 0) return { rows: [], errors: headerErrors };
  if (rest.length === 0) {
    return {
      rows: [],
      errors: [
        { line: header.line + 1, field: 'row', code: 'EMPTY', message: 'The file has no tariff rows.' },
      ],
    };
  }
  const excess = rest[MAX_TARIFF_ROWS];
  if (excess) {
    return {
      rows: [],
      errors: [
        {
          line: excess.line,
          field: 'row',
          code: 'TOO_MANY_ROWS',
          message: `A grid holds at most ${MAX_TARIFF_ROWS} rows.`,
        },
      ],
    };
  }
  const width = header.fields.length;
  const errors: TariffRowError[] = [];
  const rows: (TariffRow & { line: number })[] = [];
  for (const record of rest) {
    const checked = checkRecord(record, columns, width);
    if ('row' in checked) rows.push(checked.row);
    else errors.push(...checked.errors);
  }
  errors.push(...findOverlaps(rows));
  if (errors.length > 0) {
    return { rows: [], errors: errors.sort((left, right) => left.line - right.line) };
  }
  return { rows: sortTariffRows(rows).map(({ line: _line, ...row }) => row), errors: [] };
};
