import type { TariffGridRow } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { departementsByZone, pivotTariffGrid } from '@/features/products/components/tariff-grid.rules';

const row = (
  regime: string,
  zone: number,
  beneficiary: 'adult' | 'child',
  ageMin: number,
  ageMax: number,
  monthlyCents: number,
): TariffGridRow => ({
  regime,
  zone,
  beneficiary,
  ageMin,
  ageMax,
  monthlyCents,
});

describe('pivotTariffGrid', () => {
  it('does put one table per regime in the order of the regimes when the grid holds several', () => {
    const tables = pivotTariffGrid([
      row('alsace_moselle', 1, 'adult', 0, 120, 3000),
      row('general', 1, 'adult', 0, 120, 4000),
    ]);
    expect(tables.map((table) => table.regime)).toEqual(['general', 'alsace_moselle']);
  });

  it('does line up the zones of one band and put children first when bands are read', () => {
    const [table] = pivotTariffGrid([
      row('general', 2, 'adult', 30, 39, 5200),
      row('general', 1, 'adult', 30, 39, 4800),
      row('general', 1, 'child', 0, 20, 2100),
      row('general', 1, 'adult', 18, 29, 3900),
    ]);
    expect(table?.zones).toEqual([1, 2]);
    expect(table?.lines.map((line) => [line.beneficiary, line.ageMin])).toEqual([
      ['child', 0],
      ['adult', 18],
      ['adult', 30],
    ]);
    expect(table?.lines[2]?.cells.get(2)).toBe(5200);
    expect(table?.lines[1]?.cells.has(2)).toBe(false);
  });
});

describe('departementsByZone', () => {
  it('does group the départements by zone in code order when the table is read', () => {
    expect(
      departementsByZone([
        { departement: '92', zone: 3 },
        { departement: '2A', zone: 2 },
        { departement: '75', zone: 3 },
        { departement: '13', zone: 2 },
        { departement: '21', zone: 2 },
      ]),
    ).toEqual([
      { zone: 2, departements: ['13', '2A', '21'] },
      { zone: 3, departements: ['75', '92'] },
    ]);
  });
});
