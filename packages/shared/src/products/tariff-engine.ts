/**
 * The built-in tariff engine (issue 4): pure functions that price a household on one product's grid.
 *
 * - Age: the age reached during the effective year, `effective year − birth year` (the "millésime" rule most
 *   French health insurers use), so everyone born the same year pays the same band all year long, whatever
 *   their birthday, 29 February included.
 * - Band: the grid row of the person's regime, the address's zone and the beneficiary (adult or child) whose
 *   inclusive bounds hold the age. No fallback to another regime or zone: a missing row makes the product
 *   unpriceable for that household, with the reason.
 * - Family: main insured and spouse are adults; a child older than `childMaxAge` is priced as an adult.
 *   Children priced at the child rate are ranked eldest first; from rank `freeFromChildRank` on they are free.
 *   The spouse's premium takes `spouseDiscountPercent` off.
 * - Money: integer cents. A discount is rounded to the cent, half up, per person; the monthly total is the sum
 *   of the people's premiums and the yearly total exactly twelve times the monthly total.
 */

export const REGIMES = ['general', 'alsace_moselle', 'independent', 'agricultural'] as const;
export type Regime = (typeof REGIMES)[number];

export const BENEFICIARIES = ['adult', 'child'] as const;
export type Beneficiary = (typeof BENEFICIARIES)[number];

export const QUOTATION_ROLES = ['main', 'spouse', 'child'] as const;
export type QuotationRole = (typeof QUOTATION_ROLES)[number];

/** The age rule's stable name, carried in every offer's explanation. */
export const AGE_RULE = 'effective_year_minus_birth_year' as const;

/** Zone of a département without a row in the provider type's zone table. */
export const DEFAULT_TARIFF_ZONE = 1;

export const MONTHS_PER_YEAR = 12;

/** One line of a tariff grid: the monthly premium of an age band (inclusive bounds). */
export interface TariffRow {
  regime: string;
  zone: number;
  beneficiary: Beneficiary;
  ageMin: number;
  ageMax: number;
  monthlyCents: number;
}

/** How a product prices a household beyond its grid. */
export interface FamilyPricingRules {
  /** Children of this rank and beyond (eldest first) are free; null: every child pays. */
  freeFromChildRank: number | null;
  /** A child older than this (by the age rule) is priced as an adult. */
  childMaxAge: number;
  /** Discount on the spouse's premium, in percent (0–100, at most two decimals). */
  spouseDiscountPercent: number;
}

export interface QuotationPerson {
  role: QuotationRole;
  /** ISO date, YYYY-MM-DD. */
  birthDate: string;
  regime: string;
}

export interface PricedPerson {
  role: QuotationRole;
  birthDate: string;
  age: number;
  regime: string;
  zone: number;
  beneficiary: Beneficiary;
  band: { ageMin: number; ageMax: number };
  /** The grid's premium before family rules. */
  baseMonthlyCents: number;
  /** What this person costs each month after family rules. */
  monthlyCents: number;
  free: boolean;
  discountPercent: number;
  /** Rank among the children priced at the child rate (1 = eldest); null for everyone else. */
  childRank: number | null;
}

export type FamilyPrice =
  | { ok: true; people: PricedPerson[]; monthlyTotalCents: number; yearlyTotalCents: number }
  | { ok: false; code: 'NO_TARIFF'; reason: string; personIndex: number };

const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** The age used for pricing: the age reached during the effective year (effective year − birth year). */
export const ageAtEffectiveDate = (birthDate: string, effectiveDate: string): number =>
  yearOf(effectiveDate) - yearOf(birthDate);

/** The pricing zone of a département: its row in the zone table, else zone 1. */
export const zoneOfDepartement = (
  zones: ReadonlyMap<string, number> | readonly { departement: string; zone: number }[],
  departement: string,
): number => {
  if (zones instanceof Map) return zones.get(departement) ?? DEFAULT_TARIFF_ZONE;
  const list = zones as readonly { departement: string; zone: number }[];
  return list.find((entry) => entry.departement === departement)?.zone ?? DEFAULT_TARIFF_ZONE;
};

/** The grid row whose inclusive age bounds hold `age` for that regime, zone and beneficiary. */
export const findTariffBand = (
  grid: readonly TariffRow[],
  { regime, zone, beneficiary, age }: { regime: string; zone: number; beneficiary: Beneficiary; age: number },
): TariffRow | undefined =>
  grid.find(
    (row) =>
      row.regime === regime &&
      row.zone === zone &&
      row.beneficiary === beneficiary &&
      row.ageMin <= age &&
      age <= row.ageMax,
  );

/** `cents` less `percent` %, rounded to the cent, half up (exact integer arithmetic on hundredths of a percent). */
export const applyDiscount = (cents: number, percent: number): number => {
  const basisPoints = Math.round(percent * 100);
  if (basisPoints <= 0) return cents;
  if (basisPoints >= 10_000) return 0;
  return Math.floor((cents * (10_000 - basisPoints) + 5_000) / 10_000);
};

export const yearlyFromMonthly = (monthlyCents: number): number => monthlyCents * MONTHS_PER_YEAR;

/** Who is priced at which rate, and the children's ranks (eldest first, then the order given). */
const beneficiariesOf = (people: readonly QuotationPerson[], ages: number[], rules: FamilyPricingRules) => {
  const beneficiaries: Beneficiary[] = people.map((person, index) =>
    person.role === 'child' && (ages[index] ?? 0) <= rules.childMaxAge ? 'child' : 'adult',
  );
  const ranks: (number | null)[] = people.map(() => null);
  people
    .map((person, index) => ({ person, index }))
    .filter(({ index }) => beneficiaries[index] === 'child')
    .sort(
      (left, right) =>
        left.person.birthDate.localeCompare(right.person.birthDate) || left.index - right.index,
    )
    .forEach(({ index }, position) => {
      ranks[index] = position + 1;
    });
  return { beneficiaries, ranks };
};

const describeBand = (person: QuotationPerson, beneficiary: Beneficiary, age: number, zone: number) =>
  `No ${beneficiary} tariff for the ${person.role} aged ${age} (regime ${person.regime}, zone ${zone}).`;

/**
 * Prices a household on one product's grid. Answers each person's premium and the totals, or the first person
 * the grid cannot price and why.
 */
export const priceFamily = ({
  grid,
  rules,
  zone,
  effectiveDate,
  people,
}: {
  grid: readonly TariffRow[];
  rules: FamilyPricingRules;
  zone: number;
  effectiveDate: string;
  people: readonly QuotationPerson[];
}): FamilyPrice => {
  const ages = people.map((person) => ageAtEffectiveDate(person.birthDate, effectiveDate));
  const { beneficiaries, ranks } = beneficiariesOf(people, ages, rules);
  const priced: PricedPerson[] = [];
  for (const [index, person] of people.entries()) {
    const age = ages[index] ?? 0;
    const beneficiary = beneficiaries[index] ?? 'adult';
    const row = findTariffBand(grid, { regime: person.regime, zone, beneficiary, age });
    if (!row) {
      return {
        ok: false,
        code: 'NO_TARIFF',
        reason: describeBand(person, beneficiary, age, zone),
        personIndex: index,
      };
    }
    const childRank = ranks[index] ?? null;
    const free =
      childRank !== null && rules.freeFromChildRank !== null && childRank >= rules.freeFromChildRank;
    const discountPercent = person.role === 'spouse' ? rules.spouseDiscountPercent : 0;
    priced.push({
      role: person.role,
      birthDate: person.birthDate,
      age,
      regime: person.regime,
      zone,
      beneficiary,
      band: { ageMin: row.ageMin, ageMax: row.ageMax },
      baseMonthlyCents: row.monthlyCents,
      monthlyCents: free ? 0 : applyDiscount(row.monthlyCents, discountPercent),
      free,
      discountPercent,
      childRank,
    });
  }
  const monthlyTotalCents = priced.reduce((total, person) => total + person.monthlyCents, 0);
  return {
    ok: true,
    people: priced,
    monthlyTotalCents,
    yearlyTotalCents: yearlyFromMonthly(monthlyTotalCents),
  };
};

/** Today's date (YYYY-MM-DD) in metropolitan France, where the brokerage works and contracts start. */
export const todayInFrance = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The same calendar date `years` later (29 February → 28 February in a common year). */
export const addYears = (isoDate: string, years: number): string => {
  const year = yearOf(isoDate) + years;
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
};
