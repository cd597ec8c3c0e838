import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  MAX_TARIFF_ROWS,
  parseEuros,
  type TariffCsvRecord,
  tariffGridToCsv,
  validateTariffRecords,
} from './tariff-grid.ts';

/** Records as a CSV parser would answer them, one line each, the header on line 1. */
const records = (...lines: string[]): TariffCsvRecord[] =>
  lines.map((line, index) => ({ line: index + 1, fields: line.split(',') }));

const HEADER = 'regime,zone,beneficiary,age_min,age_max,monthly_eur';

describe('euros', () => {
  it('formats cents with a dot and two decimals', () => {
    expect(formatEuros(4_590)).toBe('45.90');
    expect(formatEuros(5)).toBe('0.05');
    expect(formatEuros(100_000)).toBe('1000.00');
  });

  it('reads a dot or a comma with up to two decimals and refuses anything else', () => {
    expect(parseEuros('45.90')).toBe(4_590);
    expect(parseEuros('45.9')).toBe(4_590);
    expect(parseEuros('45,90')).toBe(4_590);
    expect(parseEuros(' 45 ')).toBe(4_500);
    expect(parseEuros('0.01')).toBe(1);
    for (const text of ['45.999', '-4', '1 000', '1,000.50', '4e2', '', '.5', 'abc']) {
      expect({ text, cents: parseEuros(text) }).toEqual({ text, cents: null });
    }
  });
});

describe('validateTariffRecords', () => {
  it('answers the grid in grid order when every row is good', () => {
    const result = validateTariffRecords(
      records(
        'Monthly_EUR,regime,zone,beneficiary,age_min,age_max',
        '45.90,general,1,adult,18,25',
        '',
        '21.5,General,1,CHILD,0,17',
        '38,alsace_moselle,2,adult,18,120',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        regime: 'alsace_moselle',
        zone: 2,
        beneficiary: 'adult',
        ageMin: 18,
        ageMax: 120,
        monthlyCents: 3_800,
      },
      { regime: 'general', zone: 1, beneficiary: 'child', ageMin: 0, ageMax: 17, monthlyCents: 2_150 },
      { regime: 'general', zone: 1, beneficiary: 'adult', ageMin: 18, ageMax: 25, monthlyCents: 4_590 },
    ]);
  });

  it('names the line, the field and the reason of every bad row and answers no rows', () => {
    const result = validateTariffRecords(
      records(
        HEADER,
        'general,1,adult,18,25,45.90',
        'martian,0,elder,x,25,0',
        'general,1,adult,40,30,12.345',
        'general,10,adult,121,130,-5',
        'general,1,adult,,25',
      ),
    );
    expect(result.rows).toEqual([]);
    expect(result.errors.map(({ line, field, code }) => [line, field, code])).toEqual([
      [3, 'regime', 'UNKNOWN_REGIME'],
      [3, 'zone', 'INVALID_ZONE'],
      [3, 'beneficiary', 'INVALID_BENEFICIARY'],
      [3, 'age_min', 'INVALID_AGE'],
      [3, 'monthly_eur', 'INVALID_AMOUNT'],
      [4, 'age_max', 'AGE_RANGE'],
      [4, 'monthly_eur', 'INVALID_AMOUNT'],
      [5, 'zone', 'INVALID_ZONE'],
      [5, 'age_min', 'INVALID_AGE'],
      [5, 'age_max', 'INVALID_AGE'],
      [5, 'monthly_eur', 'INVALID_AMOUNT'],
      [6, 'age_min', 'REQUIRED'],
      [6, 'monthly_eur', 'REQUIRED'],
    ]);
    expect(result.errors[0]?.message).toBe(
      "Unknown regime 'martian'; use one of general, alsace_moselle, independent, agricultural.",
    );
  });

  it('reports an overlap on the later line when two bands of the same regime, zone and beneficiary share an age', () => {
    const result = validateTariffRecords(
      records(
        HEADER,
        'general,1,adult,18,30,40',
        'general,1,adult,31,40,50',
        'general,2,adult,25,35,40',
        'general,1,child,18,20,20',
        'general,1,adult,40,50,60',
        'general,1,adult,18,18,40',
      ),
    );
    expect(result.errors).toEqual([
      {
        line: 6,
        field: 'age_min',
        code: 'OVERLAP',
        message: 'Ages 40–50 overlap the band 31–40 on line 3 (same regime, zone and beneficiary).',
      },
      {
        line: 7,
        field: 'age_min',
        code: 'OVERLAP',
        message: 'Ages 18–18 overlap the band 18–30 on line 2 (same regime, zone and beneficiary).',
      },
    ]);
  });

  it('refuses the header when a column is missing, unknown or twice there', () => {
    const result = validateTariffRecords(
      records('regime,zone,zone,beneficiary,age_min,price', 'general,1,1,adult,18,25'),
    );
    expect(result.errors.map(({ line, field, code }) => [line, field, code])).toEqual([
      [1, 'zone', 'DUPLICATE_COLUMN'],
      [1, 'header', 'UNKNOWN_COLUMN'],
      [1, 'age_max', 'MISSING_COLUMN'],
      [1, 'monthly_eur', 'MISSING_COLUMN'],
    ]);
  });

  it('refuses a file that is empty or holds only the header', () => {
    expect(validateTariffRecords([]).errors).toMatchObject([{ line: 1, code: 'EMPTY' }]);
    expect(validateTariffRecords(records('', ' ')).errors).toMatchObject([{ line: 1, code: 'EMPTY' }]);
    expect(validateTariffRecords(records(HEADER, '')).errors).toMatchObject([{ line: 2, code: 'EMPTY' }]);
  });

  it('refuses a row with more values than columns', () => {
    const result = validateTariffRecords(records(HEADER, 'general,1,adult,18,25,45.90,oops'));
    expect(result.errors).toMatchObject([{ line: 2, field: 'row', code: 'EXTRA_FIELDS' }]);
    expect(validateTariffRecords(records(HEADER, 'general,1,adult,18,25,45.90,,')).errors).toEqual([]);
  });

  it('refuses the file at the first row beyond the limit when there are too many rows', () => {
    const rows = Array.from(
      { length: MAX_TARIFF_ROWS + 1 },
      (_, index) => `general,1,adult,${index},${index},1`,
    );
    const result = validateTariffRecords(records(HEADER, ...rows));
    expect(result.errors).toMatchObject([{ line: MAX_TARIFF_ROWS + 2, code: 'TOO_MANY_ROWS' }]);
  });
});

describe('tariffGridToCsv', () => {
  it('writes the header and one dot-decimal row per band, which reads back as the same grid', () => {
    const grid = [
      {
        regime: 'general',
        zone: 1,
        beneficiary: 'adult' as const,
        ageMin: 18,
        ageMax: 25,
        monthlyCents: 4_590,
      },
      {
        regime: 'general',
        zone: 1,
        beneficiary: 'child' as const,
        ageMin: 0,
        ageMax: 17,
        monthlyCents: 2_105,
      },
    ];
    const csv = tariffGridToCsv(grid);
    expect(csv).toBe(
      'regime,zone,beneficiary,age_min,age_max,monthly_eur\ngeneral,1,child,0,17,21.05\ngeneral,1,adult,18,25,45.90\n',
    );
    const lines = csv.trimEnd().split('\n');
    expect(validateTariffRecords(records(...lines)).rows).toEqual([grid[1], grid[0]]);
  });
});
