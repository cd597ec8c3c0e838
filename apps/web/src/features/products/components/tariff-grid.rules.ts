import { type Beneficiary, REGIMES, type TariffGridRow } from '@brokerage/shared';

/** One line of a regime's table: an age band of one beneficiary, with its premium in each zone (cents). */
export interface TariffBandLine {
  beneficiary: Beneficiary;
  ageMin: number;
  ageMax: number;
  /** zone → monthly premium in cents; a zone without this band is absent. */
  cells: ReadonlyMap<number, number>;
}

/** A regime's part of the grid, read as a table: bands down, zones across. */
export interface TariffRegimeTable {
  regime: string;
  zones: number[];
  lines: TariffBandLine[];
}

const BENEFICIARY_ORDER: Record<Beneficiary, number> = { child: 0, adult: 1 };

const regimeRank = (regime: string) => {
  const index = (REGIMES as readonly string[]).indexOf(regime);
  return index === -1 ? REGIMES.length : index;
};

/**
 * The grid (regime × zone × beneficiary × age band → premium) pivoted into one table per regime, in the order of
 * REGIMES: a line per band (children first, then by age) and a column per zone. Pure, for the tariff panel.
 */
export const pivotTariffGrid = (rows: readonly TariffGridRow[]): TariffRegimeTable[] => {
  const byRegime = new Map<string, TariffGridRow[]>();
  for (const row of rows) byRegime.set(row.regime, [...(byRegime.get(row.regime) ?? []), row]);
  return [...byRegime.entries()]
    .sort(([left], [right]) => regimeRank(left) - regimeRank(right) || left.localeCompare(right, 'en'))
    .map(([regime, regimeRows]) => {
      const zones = [...new Set(regimeRows.map((row) => row.zone))].sort((left, right) => left - right);
      const lines = new Map<
        string,
        { beneficiary: Beneficiary; ageMin: number; ageMax: number; cells: Map<number, number> }
      >();
      for (const row of regimeRows) {
        const key = `${row.beneficiary}|${row.ageMin}|${row.ageMax}`;
        const line = lines.get(key) ?? {
          beneficiary: row.beneficiary,
          ageMin: row.ageMin,
          ageMax: row.ageMax,
          cells: new Map<number, number>(),
        };
        line.cells.set(row.zone, row.monthlyCents);
        lines.set(key, line);
      }
      return {
        regime,
        zones,
        lines: [...lines.values()].sort(
          (left, right) =>
            BENEFICIARY_ORDER[left.beneficiary] - BENEFICIARY_ORDER[right.beneficiary] ||
            left.ageMin - right.ageMin ||
            left.ageMax - right.ageMax,
        ),
      };
    });
};

/** Corsica's 2A and 2B sort where département 20 was, between 19 and 21. */
const departementKey = (code: string) =>
  code.startsWith('2A') || code.startsWith('2B') ? `20${code.slice(1)}` : code;
const byDepartement = (left: string, right: string) => {
  const [a, b] = [departementKey(left), departementKey(right)];
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Départements by zone, for the legend under the grid; zones in order, départements in the official order. */
export const departementsByZone = (
  entries: readonly { departement: string; zone: number }[],
): { zone: number; departements: string[] }[] => {
  const zones = new Map<number, string[]>();
  for (const entry of entries) zones.set(entry.zone, [...(zones.get(entry.zone) ?? []), entry.departement]);
  return [...zones.entries()]
    .sort(([left], [right]) => left - right)
    .map(([zone, departements]) => ({
      zone,
      departements: [...departements].sort(byDepartement),
    }));
};
