import { describe, expect, it } from 'vitest';
import {
  addYears,
  ageAtEffectiveDate,
  applyDiscount,
  type FamilyPricingRules,
  findTariffBand,
  priceFamily,
  type QuotationPerson,
  type TariffRow,
  todayInFrance,
  yearlyFromMonthly,
  zoneOfDepartement,
} from './tariff-engine.ts';

const band = (
  regime: string,
  zone: number,
  beneficiary: 'adult' | 'child',
  ageMin: number,
  ageMax: number,
  monthlyCents: number,
): TariffRow => ({ regime, zone, beneficiary, ageMin, ageMax, monthlyCents });

const GRID: TariffRow[] = [
  band('general', 1, 'child', 0, 17, 2_150),
  band('general', 1, 'adult', 18, 25, 3_990),
  band('general', 1, 'adult', 26, 40, 5_490),
  band('general', 1, 'adult', 41, 60, 7_245),
  band('general', 1, 'adult', 61, 120, 11_990),
  band('general', 2, 'child', 0, 17, 2_390),
  band('general', 2, 'adult', 18, 120, 8_000),
  band('alsace_moselle', 1, 'child', 0, 17, 1_590),
  band('alsace_moselle', 1, 'adult', 18, 40, 3_890),
  band('alsace_moselle', 1, 'adult', 41, 120, 5_210),
];

const RULES: FamilyPricingRules = { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 10 };
const EFFECTIVE = '2026-03-01';

const person = (role: QuotationPerson['role'], birthDate: string, regime = 'general'): QuotationPerson => ({
  role,
  birthDate,
  regime,
});

const price = (people: QuotationPerson[], overrides: Partial<Parameters<typeof priceFamily>[0]> = {}) =>
  priceFamily({ grid: GRID, rules: RULES, zone: 1, effectiveDate: EFFECTIVE, people, ...overrides });

const priced = (people: QuotationPerson[], overrides: Partial<Parameters<typeof priceFamily>[0]> = {}) => {
  const result = price(people, overrides);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe('ageAtEffectiveDate', () => {
  it('counts the age reached during the effective year whether the birthday falls the day before or after', () => {
    expect(ageAtEffectiveDate('1980-06-14', '2026-06-15')).toBe(46);
    expect(ageAtEffectiveDate('1980-06-15', '2026-06-15')).toBe(46);
    expect(ageAtEffectiveDate('1980-06-16', '2026-06-15')).toBe(46);
  });

  it('differs by one year when births are on 31 December and 1 January', () => {
    expect(ageAtEffectiveDate('1980-12-31', '2026-01-01')).toBe(46);
    expect(ageAtEffectiveDate('1981-01-01', '2026-01-01')).toBe(45);
    expect(ageAtEffectiveDate('1981-01-01', '2026-12-31')).toBe(45);
  });

  it('needs no special case when the person was born on 29 February', () => {
    expect(ageAtEffectiveDate('2000-02-29', '2025-02-28')).toBe(25);
    expect(ageAtEffectiveDate('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageAtEffectiveDate('2000-02-29', '2028-02-29')).toBe(28);
  });

  it('answers 0 when the child is born during the effective year', () => {
    expect(ageAtEffectiveDate('2026-01-15', '2026-03-01')).toBe(0);
  });
});

describe('findTariffBand', () => {
  it('includes both bounds of a band when the age is exactly ageMin or ageMax', () => {
    const lookup = (age: number) =>
      findTariffBand(GRID, { regime: 'general', zone: 1, beneficiary: 'adult', age })?.monthlyCents;
    expect(lookup(18)).toBe(3_990);
    expect(lookup(25)).toBe(3_990);
    expect(lookup(26)).toBe(5_490);
    expect(lookup(40)).toBe(5_490);
    expect(lookup(41)).toBe(7_245);
    expect(lookup(120)).toBe(11_990);
  });

  it('answers nothing when no band of that regime, zone and beneficiary holds the age', () => {
    expect(
      findTariffBand(GRID, { regime: 'general', zone: 1, beneficiary: 'adult', age: 17 }),
    ).toBeUndefined();
    expect(
      findTariffBand(GRID, { regime: 'general', zone: 3, beneficiary: 'adult', age: 30 }),
    ).toBeUndefined();
    expect(
      findTariffBand(GRID, { regime: 'independent', zone: 1, beneficiary: 'adult', age: 30 }),
    ).toBeUndefined();
  });
});

describe('zoneOfDepartement', () => {
  it('answers the zone of the table and zone 1 when the département has no row', () => {
    const zones = [
      { departement: '75', zone: 3 },
      { departement: '2A', zone: 2 },
    ];
    expect(zoneOfDepartement(zones, '75')).toBe(3);
    expect(zoneOfDepartement(new Map([['974', 2]]), '974')).toBe(2);
    expect(zoneOfDepartement(zones, '2A')).toBe(2);
    expect(zoneOfDepartement(zones, '2B')).toBe(1);
    expect(zoneOfDepartement([], '23')).toBe(1);
  });
});

describe('applyDiscount', () => {
  it('rounds half up to the cent when the discount leaves a fraction of a cent', () => {
    expect(applyDiscount(3_990, 10)).toBe(3_591);
    expect(applyDiscount(1_005, 50)).toBe(503); // 502.5 → 503
    expect(applyDiscount(1_001, 50)).toBe(501); // 500.5 → 501
    expect(applyDiscount(999, 33.33)).toBe(666); // 666.0333 → 666
    expect(applyDiscount(4_590, 7.5)).toBe(4_246); // 4245.75 → 4246
  });

  it('keeps the amount when there is no discount and answers 0 at 100 %', () => {
    expect(applyDiscount(4_590, 0)).toBe(4_590);
    expect(applyDiscount(4_590, 100)).toBe(0);
  });
});

describe('priceFamily', () => {
  it('prices each person on their band and totals monthly and twelve times that yearly when a couple has a child', () => {
    const result = priced([
      person('main', '1985-05-10'),
      person('spouse', '1987-11-02'),
      person('child', '2016-08-30'),
    ]);
    expect(result.people.map((p) => [p.role, p.age, p.beneficiary, p.band, p.monthlyCents])).toEqual([
      ['main', 41, 'adult', { ageMin: 41, ageMax: 60 }, 7_245],
      ['spouse', 39, 'adult', { ageMin: 26, ageMax: 40 }, 4_941],
      ['child', 10, 'child', { ageMin: 0, ageMax: 17 }, 2_150],
    ]);
    expect(result.people[1]).toMatchObject({ baseMonthlyCents: 5_490, discountPercent: 10, free: false });
    expect(result.monthlyTotalCents).toBe(7_245 + 4_941 + 2_150);
    expect(result.yearlyTotalCents).toBe((7_245 + 4_941 + 2_150) * 12);
    expect(yearlyFromMonthly(result.monthlyTotalCents)).toBe(result.yearlyTotalCents);
  });

  it('makes children free from the third one, eldest first, when the product says so', () => {
    const result = priced([
      person('child', '2020-01-01'),
      person('main', '1980-01-01'),
      person('child', '2012-01-01'),
      person('child', '2015-06-01'),
      person('child', '2015-06-01'),
    ]);
    const children = result.people.filter((p) => p.role === 'child');
    expect(children.map((p) => [p.birthDate, p.childRank, p.free, p.monthlyCents])).toEqual([
      ['2020-01-01', 4, true, 0],
      ['2012-01-01', 1, false, 2_150],
      ['2015-06-01', 2, false, 2_150],
      ['2015-06-01', 3, true, 0],
    ]);
    expect(result.people.find((p) => p.free)).toMatchObject({ baseMonthlyCents: 2_150 });
    expect(result.monthlyTotalCents).toBe(7_245 + 2 * 2_150);
  });

  it('charges every child when the product has no free rank', () => {
    const people = [
      person('main', '1980-01-01'),
      ...[2012, 2014, 2016].map((y) => person('child', `${y}-01-01`)),
    ];
    const result = priced(people, { rules: { ...RULES, freeFromChildRank: null } });
    expect(result.people.filter((p) => p.free)).toEqual([]);
    expect(result.monthlyTotalCents).toBe(7_245 + 3 * 2_150);
  });

  it('prices a child as an adult and leaves them out of the free ranks when older than childMaxAge', () => {
    const result = priced(
      [
        person('main', '1970-01-01'),
        person('child', '2005-02-01'), // 21 in 2026: adult
        person('child', '2006-02-01'), // 20: still a child
        person('child', '2010-02-01'),
        person('child', '2012-02-01'),
      ],
      { grid: [...GRID, band('general', 1, 'child', 18, 20, 2_900)] },
    );
    const [, older, ...children] = result.people;
    expect(older).toMatchObject({ age: 21, beneficiary: 'adult', childRank: null, monthlyCents: 3_990 });
    expect(children.map((p) => [p.age, p.childRank, p.free])).toEqual([
      [20, 1, false],
      [16, 2, false],
      [14, 3, true],
    ]);
  });

  it('finds no child band for a child of 18 to childMaxAge when the child grid stops at 17', () => {
    const result = price([person('main', '1970-01-01'), person('child', '2007-04-01')]);
    expect(result).toEqual({
      ok: false,
      code: 'NO_TARIFF',
      personIndex: 1,
      reason: 'No child tariff for the child aged 19 (regime general, zone 1).',
    });
  });

  it('uses the Alsace-Moselle rows when a person is under that regime', () => {
    const result = priced([person('main', '1990-01-01', 'alsace_moselle'), person('spouse', '1991-01-01')]);
    expect(result.people.map((p) => [p.regime, p.baseMonthlyCents])).toEqual([
      ['alsace_moselle', 3_890],
      ['general', 5_490],
    ]);
    const general = priced([person('main', '1990-01-01')]);
    expect(result.people[0]?.monthlyCents).toBeLessThan(general.monthlyTotalCents);
  });

  it('uses the zone given when the address is in a dearer zone', () => {
    const result = priced([person('main', '1990-01-01'), person('child', '2015-01-01')], { zone: 2 });
    expect(result.people.map((p) => [p.zone, p.monthlyCents])).toEqual([
      [2, 8_000],
      [2, 2_390],
    ]);
  });

  it('answers the first person it cannot price when a regime has no rows', () => {
    const result = price([person('main', '1990-01-01'), person('spouse', '1990-01-01', 'agricultural')]);
    expect(result).toMatchObject({ ok: false, personIndex: 1 });
  });

  it('moves a person to the next band on the first day of the year of that birthday', () => {
    const born = '1985-12-31'; // 40 during 2025, 41 during 2026
    expect(priced([person('main', born)], { effectiveDate: '2025-12-31' }).monthlyTotalCents).toBe(5_490);
    expect(priced([person('main', born)], { effectiveDate: '2026-01-01' }).monthlyTotalCents).toBe(7_245);
  });
});

describe('dates', () => {
  it('answers the calendar date in France when UTC is still on the day before', () => {
    expect(todayInFrance(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInFrance(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });

  it('keeps the calendar date a year later and turns 29 February into 28 February in a common year', () => {
    expect(addYears('2026-03-01', 1)).toBe('2027-03-01');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
  });
});
