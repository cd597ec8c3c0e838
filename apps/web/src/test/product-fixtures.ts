import type { PricedOffer, Product, QuotationResult, TariffGridRow } from '@brokerage/shared';
import { actudataGammes, gammeFixture } from '@/test/catalogue-fixtures';
import { savedRecord } from '@/test/saved-record';

/** Fictional products, a grid and a quotation for the products web tests. */

export const productGammes = [
  ...actudataGammes,
  gammeFixture('actudata', 'ESSENTIELLE', 'Santé Essentielle', '00000000-0000-4000-8000-000000000005'),
];

export const confort: Product = {
  id: '10000000-0000-4000-8000-000000000001',
  providerType: 'actudata',
  gammeCode: 'SANTE_SENIOR.CONFORT',
  code: 'SENIOR_CONFORT',
  name: 'Senior Confort',
  level: 2,
  description: 'Hospital and everyday care for seniors.',
  active: true,
  guarantees: [
    { category: 'hospitalisation', label: 'Frais de séjour', value: '100 % BR' },
    { category: 'optical', label: 'Lunettes', value: '150 € / 2 ans' },
  ],
  pricingRules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 0 },
  currency: 'EUR',
  tariffRows: 24,
  ...savedRecord,
};

export const hospi: Product = {
  ...confort,
  id: '10000000-0000-4000-8000-000000000002',
  gammeCode: 'HOSPI_PLUS',
  code: 'HOSPI_ESSENTIEL',
  name: 'Hospi Essentiel',
  level: 1,
  description: '',
  active: false,
  guarantees: [{ category: 'hospitalisation', label: 'Frais de séjour', value: '100 % BR' }],
  tariffRows: 0,
};

export const listOf = <Row>(rows: Row[]) => ({ data: rows, total: rows.length, page: 1, pageSize: 20 });

export const grid: TariffGridRow[] = [
  { regime: 'general', zone: 1, beneficiary: 'child', ageMin: 0, ageMax: 20, monthlyCents: 2150 },
  { regime: 'general', zone: 1, beneficiary: 'adult', ageMin: 21, ageMax: 59, monthlyCents: 4590 },
  { regime: 'general', zone: 2, beneficiary: 'adult', ageMin: 21, ageMax: 59, monthlyCents: 5120 },
  { regime: 'alsace_moselle', zone: 1, beneficiary: 'adult', ageMin: 21, ageMax: 59, monthlyCents: 3300 },
];

const person = (
  role: 'main' | 'spouse' | 'child',
  age: number,
  monthlyCents: number,
  extra: Partial<PricedOffer['people'][number]> = {},
): PricedOffer['people'][number] => ({
  role,
  birthDate: `${2025 - age}-05-01`,
  age,
  regime: 'general',
  zone: 2,
  beneficiary: role === 'child' ? 'child' : 'adult',
  band: role === 'child' ? { ageMin: 0, ageMax: 20 } : { ageMin: 40, ageMax: 49 },
  baseMonthlyCents: monthlyCents,
  monthlyCents,
  free: false,
  discountPercent: 0,
  childRank: role === 'child' ? 1 : null,
  ...extra,
});

const offerOf = (product: Product, people: PricedOffer['people']): PricedOffer => {
  const monthlyTotalCents = people.reduce((total, entry) => total + entry.monthlyCents, 0);
  return {
    product: {
      id: product.id,
      providerType: product.providerType,
      gammeCode: product.gammeCode,
      code: product.code,
      name: product.name,
      level: product.level,
    },
    guarantees: product.guarantees,
    currency: 'EUR',
    monthlyTotalCents,
    yearlyTotalCents: monthlyTotalCents * 12,
    people,
    explanation: {
      providerType: 'actudata',
      effectiveDate: '2026-03-01',
      postcode: '75011',
      departement: '75',
      zone: 2,
      regime: 'general',
      ageRule: 'effective_year_minus_birth_year',
      pricingRules: product.pricingRules,
    },
  };
};

/** Two offers for a family of three, cheapest first as the server sends them, and one product not priced. */
export const quotationResult: QuotationResult = {
  providerType: 'actudata',
  effectiveDate: '2026-03-01',
  departement: '75',
  gammeCodes: ['HOSPI_PLUS', 'SANTE_SENIOR.CONFORT'],
  offers: [
    offerOf({ ...hospi, active: true }, [
      person('main', 45, 3210),
      person('spouse', 43, 2889, { discountPercent: 10, baseMonthlyCents: 3210 }),
      person('child', 12, 0, { free: true, baseMonthlyCents: 1500 }),
    ]),
    offerOf(confort, [person('main', 45, 5590), person('spouse', 43, 5590), person('child', 12, 2150)]),
  ],
  unpriceable: [
    {
      productId: '10000000-0000-4000-8000-000000000003',
      product: {
        id: '10000000-0000-4000-8000-000000000003',
        providerType: 'actudata',
        gammeCode: 'SANTE_SENIOR.EXCELLENCE',
        code: 'SENIOR_EXCELLENCE',
        name: 'Senior Excellence',
        level: 3,
      },
      code: 'NO_TARIFF',
      reason: 'No child tariff for the child aged 12 (regime general, zone 2).',
    },
  ],
};
